/**
 * The customer's own app, as the customer area edits it (spec B §2 "My app form", §3 "App config"): the partner
 * area's name and switches plus WhatsApp contact, manual, video and sharing links.
 */
import * as v from 'valibot';
import { AppFlagsSchema, DEFAULT_APP_FLAGS } from './app-config.model';

const optionalText = v.nullable(v.string());

/** The fields spec B §5 sends as null when empty. */
export const MY_APP_OPTIONAL_FIELDS = [
  'whatsappNumber',
  'whatsappMessage',
  'manualImageUrl',
  'manualLinkUrl',
  'videoImageUrl',
  'videoLinkUrl',
  'shareUrl',
  'shareMessage',
] as const;
export type MyAppOptionalField = (typeof MY_APP_OPTIONAL_FIELDS)[number];

export const MyAppInputSchema = v.object({
  name: v.string(),
  flags: AppFlagsSchema,
  whatsappNumber: optionalText,
  whatsappMessage: optionalText,
  manualImageUrl: optionalText,
  manualLinkUrl: optionalText,
  videoImageUrl: optionalText,
  videoLinkUrl: optionalText,
  shareUrl: optionalText,
  shareMessage: optionalText,
});
export type MyAppInput = v.InferOutput<typeof MyAppInputSchema>;

/** `id` is null while the customer has no app yet: the first save creates it. */
export const MyAppSchema = v.object({
  id: v.nullable(v.pipe(v.number(), v.integer())),
  ...MyAppInputSchema.entries,
});
export type MyApp = v.InferOutput<typeof MyAppSchema>;

export const emptyMyAppInput: MyAppInput = Object.freeze({
  name: '',
  flags: DEFAULT_APP_FLAGS,
  whatsappNumber: null,
  whatsappMessage: null,
  manualImageUrl: null,
  manualLinkUrl: null,
  videoImageUrl: null,
  videoLinkUrl: null,
  shareUrl: null,
  shareMessage: null,
});
