/**
 * My app form rules (spec B §5): "empty optional URL and message fields are sent as null"; the name is required and
 * the switches follow the app form's rule (spec A §5: changeable only once the app exists).
 */
import { blankFieldsToNull } from '../shared/blank-to-null';
import { maxLengthErrors, requireFields, type RuleError } from '../shared/errors';
import { webAddressErrors } from '../shared/web-address';
import { APP_NAME_MAX, DEFAULT_APP_FLAGS } from './app-config.model';
import { MY_APP_OPTIONAL_FIELDS, type MyAppInput } from './my-app.model';

/** A WhatsApp number as people write it (+55 (11) 91234-5678), at most this long. */
export const WHATSAPP_NUMBER_MAX = 30;

/** The fields that hold a web address the public pages link to. */
export const MY_APP_WEB_ADDRESS_FIELDS = [
  'manualImageUrl',
  'manualLinkUrl',
  'videoImageUrl',
  'videoLinkUrl',
  'shareUrl',
] as const satisfies readonly (keyof MyAppInput)[];

export function validateMyApp(
  input: Pick<MyAppInput, 'name' | 'whatsappNumber'> &
    Partial<Pick<MyAppInput, (typeof MY_APP_WEB_ADDRESS_FIELDS)[number]>>,
): RuleError[] {
  return [
    ...requireFields(input, ['name']),
    ...maxLengthErrors(input.name, 'name', APP_NAME_MAX),
    ...maxLengthErrors(input.whatsappNumber ?? '', 'whatsappNumber', WHATSAPP_NUMBER_MAX),
    ...webAddressErrors(input, MY_APP_WEB_ADDRESS_FIELDS),
  ];
}

/** What is sent: name trimmed, blank optional fields null, default switches while the app does not exist. */
export function normaliseMyApp(input: MyAppInput, existing: boolean): MyAppInput {
  return {
    ...blankFieldsToNull(input, MY_APP_OPTIONAL_FIELDS),
    name: input.name.trim(),
    flags: existing ? { ...input.flags } : { ...DEFAULT_APP_FLAGS },
  };
}
