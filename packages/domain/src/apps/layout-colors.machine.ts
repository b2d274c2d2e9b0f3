/**
 * The layout designer's colours (spec A §2 "layout designer", §4 colour rule, §9 defaults). One state: the
 * colours live in context, the tabs are view state (spec A §4) and stay out of it.
 */
import { assign, setup } from 'xstate';
import { isHexColor, normaliseHex } from '../shared/hex-color';
import { DEFAULT_LAYOUT_COLORS, type LayoutColorField, type LayoutColors } from './layout-theme.model';
import { withLayoutColor } from './layout-theme.rules';

export interface LayoutColorsInput {
  /** The colours of the template being edited (read from its theme.json); defaults when absent. */
  readonly colors?: LayoutColors;
}

export type LayoutColorsEvent =
  /** A colour picked: primary and secondary recompute their light and dark variants, others are set as given. */
  | { type: 'SET'; field: LayoutColorField; color: string }
  /** The colours of a template read from its theme.json, taken as they are. */
  | { type: 'LOAD'; colors: LayoutColors }
  /** Back to the default colours (spec A §9). */
  | { type: 'RESET' };

const isColor = (value: string) => normaliseHex(value) !== undefined;

export const layoutColorsMachine = setup({
  types: {} as {
    context: LayoutColors;
    input: LayoutColorsInput | undefined;
    events: LayoutColorsEvent;
  },
  guards: {
    isColor: ({ event }) => event.type === 'SET' && isColor(event.color),
    isColorSet: ({ event }) => event.type === 'LOAD' && Object.values(event.colors).every((c) => isHexColor(c)),
  },
}).createMachine({
  id: 'layoutColors',
  context: ({ input }) => ({ ...(input?.colors ?? DEFAULT_LAYOUT_COLORS) }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET: {
          guard: 'isColor',
          actions: assign(({ context, event }) => withLayoutColor(context, event.field, event.color)),
        },
        LOAD: { guard: 'isColorSet', actions: assign(({ event }) => ({ ...event.colors })) },
        RESET: { actions: assign(() => ({ ...DEFAULT_LAYOUT_COLORS })) },
      },
    },
  },
});
