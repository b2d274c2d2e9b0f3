/**
 * The PreferencesPort key that keeps the chosen language (spec A §1: "the choice is stored locally"). A module of its
 * own, free of i18next, for the portal's entry, which settles the language before the app downloads.
 */
export const LANGUAGE_PREFERENCE = 'language';
