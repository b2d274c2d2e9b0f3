/** The readings-by-OS bars' vertical axis, apart from the charting library so it is tested without it. */

/** The bars' axis is split in this many steps. */
export const Y_STEPS = 4;

/**
 * A top for the bars' axis whose steps are round (1, 2, 2.5 or 5 times a power of ten): 0, 1k, 2k, 3k, 4k rather than
 * the library's 0, 723, 1.45k, 2.17k, 2.89k.
 */
export function roundAxisTop(max: number): number {
  if (!(max > 0)) return Y_STEPS;
  const rough = max / Y_STEPS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  return Math.max(Y_STEPS, Math.ceil(step) * Y_STEPS);
}
