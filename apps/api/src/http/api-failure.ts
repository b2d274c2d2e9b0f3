/**
 * Failures a route handler throws on purpose; the error handler turns each into the one
 * `ApiError` body. Anything else thrown is a bug and answers 500 without detail.
 */
import { ErrorCodes, type ApiError } from '@tagtrail/contract';
import type { RuleError } from '@tagtrail/domain';

export type ApiErrorDetail = NonNullable<ApiError['details']>[number];

/** Message keys the server sends for failures that are not a business rule (the portal translates them). */
export const MessageKeys = {
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  internal: 'INTERNAL',
  invalidField: 'INVALID_FIELD',
  invalidRequest: 'INVALID_REQUEST',
  requiredField: 'REQUIRED_FIELD_MESSAGE',
} as const;

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError['error'],
    readonly messageKey: string,
    readonly details?: ApiErrorDetail[],
  ) {
    super(`${status} ${String(error)} ${messageKey}`);
    this.name = 'ApiFailure';
  }

  toBody(): ApiError {
    return {
      status: this.status,
      error: this.error,
      message: this.messageKey,
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

/**
 * A refusal after which the call's transaction still commits what the handler did before refusing, then answers it
 * (http/route.ts). For an attempt counted on the way to the refusal it causes — a prize code not found (issue 24 §2) —
 * which would otherwise roll back with the refusal and never add up. Only for handlers that changed nothing else.
 */
export class CommittedRefusal extends ApiFailure {}

export const committed = (failure: ApiFailure): CommittedRefusal =>
  new CommittedRefusal(failure.status, failure.error, failure.messageKey, failure.details);

export const notFound = (): ApiFailure => new ApiFailure(404, ErrorCodes.notFound, MessageKeys.notFound);
export const unauthorized = (): ApiFailure => new ApiFailure(401, ErrorCodes.unauthorized, MessageKeys.unauthorized);
export const forbidden = (): ApiFailure => new ApiFailure(403, ErrorCodes.forbidden, MessageKeys.forbidden);

/** Bad input: the message is the first detail's key, so a blank required field reads as the form's own message. */
export const validationFailure = (details: ApiErrorDetail[]): ApiFailure =>
  new ApiFailure(400, ErrorCodes.validation, details[0]?.key ?? MessageKeys.invalidRequest, details);

/** spec A §8: a refusal the user can act on carries error 1 and a message key the portal shows translated. */
export const businessRule = (messageKey: string, status = 409): ApiFailure =>
  new ApiFailure(status, ErrorCodes.businessRule, messageKey);

/** The domain's rule errors (a file's bad lines with their line) as a 400, field names translated to the wire's. */
export const ruleFailure = (
  errors: readonly (RuleError & { readonly line?: number })[],
  wireField: Readonly<Record<string, string>> = {},
): ApiFailure =>
  validationFailure(
    errors.map((error) => ({
      ...(error.field === undefined ? {} : { field: wireField[error.field] ?? error.field }),
      ...(error.line === undefined ? {} : { line: error.line }),
      key: error.key,
      ...(error.params === undefined ? {} : { params: { ...error.params } }),
    })),
  );
