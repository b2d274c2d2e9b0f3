/** A customer's mobile-app configuration as the partner area edits it (spec A §3 "App configuration"). */
import * as v from 'valibot';

/** spec A §3, B §3: the three switches; all default false. */
export const AppFlagsSchema = v.object({
  nfcEnabled: v.boolean(),
  qrCodeEnabled: v.boolean(),
  locationRequired: v.boolean(),
});
export type AppFlags = v.InferOutput<typeof AppFlagsSchema>;
export type AppFlagField = keyof AppFlags;

export const DEFAULT_APP_FLAGS: AppFlags = Object.freeze({
  nfcEnabled: false,
  qrCodeEnabled: false,
  locationRequired: false,
});

export const AppConfigSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  flags: AppFlagsSchema,
});
export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

/** The longest app name, once trimmed (the column's size). */
export const APP_NAME_MAX = 150;

export const AppConfigInputSchema = v.object({
  name: v.string(),
  flags: AppFlagsSchema,
});
export type AppConfigInput = v.InferOutput<typeof AppConfigInputSchema>;

export const emptyAppConfigInput: AppConfigInput = Object.freeze({ name: '', flags: DEFAULT_APP_FLAGS });
