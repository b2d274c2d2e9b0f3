/**
 * The one error shape every route answers with. `error` is 1 for a business rule the user can act on
 * (spec A §8: "error equal to 1, its message key is shown translated"), 547 where the spec asks for it
 * (category and product line in use), or a short code otherwise; `message` is a message key.
 */
import * as v from 'valibot';

export const ApiErrorSchema = v.object({
  status: v.number(),
  error: v.union([v.number(), v.string()]),
  message: v.string(),
  /** Field- or line-level detail, e.g. each bad line of a tag file. */
  details: v.optional(
    v.array(
      v.object({
        field: v.optional(v.string()),
        line: v.optional(v.number()),
        key: v.string(),
        params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
      }),
    ),
  ),
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

export const ErrorCodes = {
  businessRule: 1,
  inUse: 547,
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  internal: 'INTERNAL',
} as const;
