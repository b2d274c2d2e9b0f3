import type { PositioningShorthand } from '@fluentui/react-components';

/**
 * Where a combobox's list of many options opens (the reading map's and the promotions' places, the
 * partners): below its box, as
 * tall as the window leaves and scrolling inside. Left to itself, a list taller than the window found no room above
 * or below and opened beside its box, off a phone's screen.
 */
export const LONG_LIST_POSITIONING: PositioningShorthand = { position: 'below', autoSize: 'height', pinned: true };
