/** Layout designer rules (spec A §4 colour rule, §5 "Layout images must be .png", §3 template contents). */
import type { RuleError } from '../shared/errors';
import { normaliseHex } from '../shared/hex-color';
import { isPng } from '../shared/image-signature';
import { colorVariants, LAYOUT_TEMPLATE_FILES, type LayoutColorField, type LayoutColors } from './layout-theme.model';

export const LAYOUT_IMAGE_PNG_ONLY = 'LAYOUT_IMAGE_PNG_ONLY';
export const LAYOUT_TEMPLATE_FILE_MISSING = 'LAYOUT_TEMPLATE_FILE_MISSING';

/**
 * The colours after one is changed. spec A §4: changing the primary or secondary colour recomputes its
 * light variant (lightened by 0.9) and its dark variant (darkened by 0.1); any other colour is set as given.
 * A value that is not a colour leaves the colours as they were.
 */
export function withLayoutColor(colors: LayoutColors, field: LayoutColorField, color: string): LayoutColors {
  const value = normaliseHex(color);
  if (value === undefined) return colors;
  if (field === 'primaryColor') {
    const { light, dark } = colorVariants(value);
    return { ...colors, primaryColor: value, primaryLightColor: light, primaryDarkColor: dark };
  }
  if (field === 'secondaryColor') {
    const { light, dark } = colorVariants(value);
    return { ...colors, secondaryColor: value, secondaryLightColor: light, secondaryDarkColor: dark };
  }
  return { ...colors, [field]: value };
}

/**
 * spec A §5, §9 "Layout images must be .png": known by its bytes (isPng), never by its name — a renamed JPEG is
 * refused, a PNG named anything passes. `image` names the refused image (its file name in a template zip).
 */
export function validateLayoutImage(image: string, bytes: Uint8Array): RuleError[] {
  return isPng(bytes) ? [] : [{ key: LAYOUT_IMAGE_PNG_ONLY, field: image }];
}

/** spec A §3: a template zip holds theme.json and the six images; one error per file it lacks. */
export function validateTemplateFiles(fileNames: readonly string[]): RuleError[] {
  const present = new Set(fileNames.map((name) => name.replace(/^.*\//, '')));
  return LAYOUT_TEMPLATE_FILES.filter((name) => !present.has(name)).map((name) => ({
    key: LAYOUT_TEMPLATE_FILE_MISSING,
    params: { file: name },
  }));
}
