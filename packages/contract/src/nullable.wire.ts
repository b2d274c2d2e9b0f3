/**
 * The domain's '' ("not given": an empty date, a URL left blank) is the wire's null (spec B §5: empty fields are
 * sent as null). The two are each other's inverse, so every codec that uses them round-trips. Unlike the domain's
 * `blankToNull`, nothing is trimmed: the rules have normalised the value before it reaches the wire.
 */
export const emptyToNull = (value: string): string | null => (value === '' ? null : value);
export const nullToEmpty = (value: string | null | undefined): string => value ?? '';
