/**
 * theme.json from the designer's colours and back (spec A §3 "App template"). The zip itself is built and
 * opened outside the domain (it needs a zip library); the domain owns what goes in theme.json.
 */
import * as v from 'valibot';
import type { Refusal } from '../shared/save-result';
import { LAYOUT_COLOR_FIELDS, LayoutThemeSchema, type LayoutColors, type LayoutTheme } from './layout-theme.model';

export const LAYOUT_THEME_INVALID = 'LAYOUT_THEME_INVALID';

/** The theme.json document for a customer's tenant. Colours are written in a fixed order, so files diff cleanly. */
export function buildLayoutTheme(colors: LayoutColors, tenantId: string): LayoutTheme {
  const template = Object.fromEntries(LAYOUT_COLOR_FIELDS.map((field) => [field, colors[field]])) as LayoutColors;
  return { tenant: { id: tenantId }, template };
}

/** The text of theme.json, indented for people who open the zip. */
export function layoutThemeJson(theme: LayoutTheme): string {
  return `${JSON.stringify(theme, null, 2)}\n`;
}

export type ReadLayoutThemeResult = { readonly ok: true; readonly theme: LayoutTheme } | Refusal;

/** Reads a downloaded template's theme.json; a file that is not a theme answers LAYOUT_THEME_INVALID. */
export function readLayoutTheme(json: string): ReadLayoutThemeResult {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, errors: [{ key: LAYOUT_THEME_INVALID }] };
  }
  const parsed = v.safeParse(LayoutThemeSchema, data);
  if (parsed.success) return { ok: true, theme: parsed.output };
  return {
    ok: false,
    errors: parsed.issues.map((issue) => {
      const field = v.getDotPath(issue);
      return field === null ? { key: LAYOUT_THEME_INVALID } : { key: LAYOUT_THEME_INVALID, field };
    }),
  };
}
