/** The portal's Fluent theme: the brand ramp built around the spec's primary colour #0055b8 (spec A §9). */
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

const PRIMARY = [0x00, 0x55, 0xb8] as const;

const hex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (to: number, amount: number) => PRIMARY.map((c) => c + (to - c) * amount);

/** Shades 10 (darkest) to 160 (lightest); 80 is the primary colour itself, as Fluent expects. */
function brandRamp(): BrandVariants {
  const ramp: Record<number, string> = {};
  for (let step = 1; step <= 16; step++) {
    const shade = step * 10;
    ramp[shade] = shade < 80 ? hex(mix(0, (80 - shade) / 80)) : hex(mix(255, (shade - 80) / 90));
  }
  return ramp as BrandVariants;
}

export const tagtrailTheme: Theme = createLightTheme(brandRamp());
