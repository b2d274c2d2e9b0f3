import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { layoutColorsMachine } from './layout-colors.machine';
import { DEFAULT_LAYOUT_COLORS, type LayoutColors } from './layout-theme.model';

const loaded: LayoutColors = {
  primaryColor: '#112233',
  primaryLightColor: '#aabbcc',
  primaryDarkColor: '#001122',
  secondaryColor: '#445566',
  secondaryLightColor: '#ddeeff',
  secondaryDarkColor: '#334455',
  tabTextColor: '#000000',
  statusBarColor: '#101010',
  mainButtonFrom: '#202020',
  mainButtonTo: '#303030',
};

function start(colors?: LayoutColors) {
  return createActor(layoutColorsMachine, { input: colors === undefined ? undefined : { colors } }).start();
}

describe('layout colours machine', () => {
  it('starts editing with the default colours (spec A §9)', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual(DEFAULT_LAYOUT_COLORS);
  });

  it('starts with the colours of the template being edited when given', () => {
    expect(start(loaded).getSnapshot().context).toEqual(loaded);
  });

  it('SET primary recomputes its light and dark variants (spec A §4)', () => {
    const actor = start();
    actor.send({ type: 'SET', field: 'primaryColor', color: '#ff0000' });
    expect(actor.getSnapshot().context).toEqual({
      ...DEFAULT_LAYOUT_COLORS,
      primaryColor: '#ff0000',
      primaryLightColor: '#ffe6e6',
      primaryDarkColor: '#e60000',
    });
  });

  it('SET secondary recomputes its light and dark variants (spec A §4)', () => {
    const actor = start();
    actor.send({ type: 'SET', field: 'secondaryColor', color: '#00FF00' });
    expect(actor.getSnapshot().context).toEqual({
      ...DEFAULT_LAYOUT_COLORS,
      secondaryColor: '#00ff00',
      secondaryLightColor: '#e6ffe6',
      secondaryDarkColor: '#00e600',
    });
  });

  it('SET of any other colour sets just that colour', () => {
    const actor = start();
    actor.send({ type: 'SET', field: 'statusBarColor', color: '#123456' });
    actor.send({ type: 'SET', field: 'primaryLightColor', color: '#fefefe' });
    expect(actor.getSnapshot().context).toEqual({
      ...DEFAULT_LAYOUT_COLORS,
      statusBarColor: '#123456',
      primaryLightColor: '#fefefe',
    });
  });

  it('ignores a SET whose value is not a colour', () => {
    const actor = start();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'SET', field: 'primaryColor', color: 'not a colour' });
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('LOAD takes the colours of a template as they are, variants included', () => {
    const actor = start();
    actor.send({ type: 'LOAD', colors: loaded });
    expect(actor.getSnapshot().context).toEqual(loaded);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('ignores a LOAD holding something that is not a colour', () => {
    const actor = start();
    actor.send({ type: 'LOAD', colors: { ...loaded, tabTextColor: 'white' } });
    expect(actor.getSnapshot().context).toEqual(DEFAULT_LAYOUT_COLORS);
  });

  it('RESET goes back to the default colours', () => {
    const actor = start(loaded);
    actor.send({ type: 'SET', field: 'primaryColor', color: '#ff0000' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toEqual(DEFAULT_LAYOUT_COLORS);
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
