/**
 * The optional manual, video and sharing fields a product and a category both carry (spec B §3:
 * "manual, video and sharing fields as for the product"). Each is a URL or a message, or null when empty.
 */
import * as v from 'valibot';

const OptionalText = v.optional(v.nullable(v.string()), null);

export const MediaLinksEntries = {
  manualImageUrl: OptionalText,
  manualLink: OptionalText,
  videoImageUrl: OptionalText,
  videoLink: OptionalText,
  shareUrl: OptionalText,
  shareMessage: OptionalText,
} as const;

export const MediaLinksSchema = v.object(MediaLinksEntries);
export type MediaLinks = v.InferOutput<typeof MediaLinksSchema>;

export const MEDIA_LINK_FIELDS = [
  'manualImageUrl',
  'manualLink',
  'videoImageUrl',
  'videoLink',
  'shareUrl',
  'shareMessage',
] as const satisfies readonly (keyof MediaLinks)[];

export const emptyMediaLinks: MediaLinks = {
  manualImageUrl: null,
  manualLink: null,
  videoImageUrl: null,
  videoLink: null,
  shareUrl: null,
  shareMessage: null,
};

/** The media fields that hold a web address (the sharing message does not). */
export const MEDIA_LINK_WEB_ADDRESS_FIELDS = [
  'manualImageUrl',
  'manualLink',
  'videoImageUrl',
  'videoLink',
  'shareUrl',
] as const satisfies readonly (keyof MediaLinks)[];
