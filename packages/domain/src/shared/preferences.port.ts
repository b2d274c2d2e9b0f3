/**
 * Small values the user's browser keeps between visits: the interface language (spec A §1: "the choice is
 * stored locally"), the side menu's state. Reads answer null when nothing is stored or storage is unavailable.
 */
export interface PreferencesPort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const PreferencesPortToken = Symbol.for('PreferencesPort');
