import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { INVALID_WEB_ADDRESS } from '../shared/web-address';
import { DEFAULT_APP_FLAGS } from './app-config.model';
import { emptyMyAppInput, MY_APP_OPTIONAL_FIELDS, type MyAppInput } from './my-app.model';
import { normaliseMyApp, validateMyApp } from './my-app.rules';

const allOn = { nfcEnabled: true, qrCodeEnabled: true, locationRequired: true };
const filled: MyAppInput = {
  name: 'Acme app',
  flags: allOn,
  whatsappNumber: '+55 11 99999-0000',
  whatsappMessage: 'Hello',
  manualImageUrl: 'https://acme.test/manual.png',
  manualLinkUrl: 'https://acme.test/manual',
  videoImageUrl: 'https://acme.test/video.png',
  videoLinkUrl: 'https://acme.test/video',
  shareUrl: 'https://acme.test',
  shareMessage: 'Look at this',
};

describe('my app (spec B §2, §5)', () => {
  it('has WhatsApp number and message, manual, video and sharing links and images as its optional fields', () => {
    expect(MY_APP_OPTIONAL_FIELDS).toEqual([
      'whatsappNumber',
      'whatsappMessage',
      'manualImageUrl',
      'manualLinkUrl',
      'videoImageUrl',
      'videoLinkUrl',
      'shareUrl',
      'shareMessage',
    ]);
  });

  it('starts empty, with the switches off and every optional field null', () => {
    expect(emptyMyAppInput.flags).toEqual(DEFAULT_APP_FLAGS);
    expect(MY_APP_OPTIONAL_FIELDS.every((field) => emptyMyAppInput[field] === null)).toBe(true);
  });

  it('refuses an app without a name', () => {
    expect(validateMyApp({ name: '', whatsappNumber: null })).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }]);
    expect(validateMyApp({ name: 'Acme app', whatsappNumber: null })).toEqual([]);
  });

  it('refuses a name or a WhatsApp number longer than the app keeps, naming the field', () => {
    const errors = validateMyApp({ name: 'x'.repeat(151), whatsappNumber: '9'.repeat(31) });
    expect(errors.map((error) => error.field)).toEqual(['name', 'whatsappNumber']);
    expect(validateMyApp({ name: 'x'.repeat(150), whatsappNumber: '+55 (11) 91234-5678' })).toEqual([]);
  });

  it('refuses a link or image that is not a web address, naming the field', () => {
    const errors = validateMyApp({
      name: 'Acme app',
      whatsappNumber: null,
      manualLinkUrl: 'javascript:alert(1)',
      videoImageUrl: 'https://acme.com/video.png',
      shareUrl: 'acme.com',
    });
    expect(errors).toEqual([
      expect.objectContaining({ key: INVALID_WEB_ADDRESS, field: 'manualLinkUrl' }),
      expect.objectContaining({ key: INVALID_WEB_ADDRESS, field: 'shareUrl' }),
    ]);
  });

  it('sends empty optional URL and message fields as null', () => {
    const blank = { ...filled, whatsappMessage: '', manualImageUrl: '   ', shareUrl: null };
    expect(normaliseMyApp(blank, true)).toEqual({
      ...filled,
      whatsappMessage: null,
      manualImageUrl: null,
      shareUrl: null,
    });
  });

  it('property: every optional field is sent as null when blank and trimmed otherwise', () => {
    const text = fc.oneof(fc.constant(null), fc.string(), fc.constantFrom('', ' ', '\t', ' https://x.test '));
    fc.assert(
      fc.property(fc.constantFrom(...MY_APP_OPTIONAL_FIELDS), text, (field, value) => {
        const sent = normaliseMyApp({ ...filled, [field]: value }, true)[field];
        const expected = value === null || value.trim() === '' ? null : value.trim();
        expect(sent).toBe(expected);
      }),
    );
  });

  it('keeps the switches of an existing app and sends the default switches while there is none', () => {
    expect(normaliseMyApp(filled, true).flags).toEqual(allOn);
    expect(normaliseMyApp(filled, false).flags).toEqual(DEFAULT_APP_FLAGS);
  });

  it('sends the name trimmed', () => {
    expect(normaliseMyApp({ ...filled, name: '  Acme app ' }, true).name).toBe('Acme app');
  });
});
