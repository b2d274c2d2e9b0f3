import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { APP_NAME_MAX, DEFAULT_APP_FLAGS, emptyAppConfigInput } from './app-config.model';
import { editableAppFields, normaliseAppConfig, validateAppConfig } from './app-config.rules';

const allOn = { nfcEnabled: true, qrCodeEnabled: true, locationRequired: true };

describe('app configuration (spec A §3, §5)', () => {
  it('starts with the three switches nfcEnabled, qrCodeEnabled and locationRequired off', () => {
    expect(DEFAULT_APP_FLAGS).toEqual({ nfcEnabled: false, qrCodeEnabled: false, locationRequired: false });
    expect(emptyAppConfigInput).toEqual({ name: '', flags: DEFAULT_APP_FLAGS });
  });

  it('refuses an app without a name', () => {
    expect(validateAppConfig({ name: '  ' })).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }]);
    expect(validateAppConfig({ name: 'Acme app' })).toEqual([]);
  });

  it('refuses a name longer than an app keeps', () => {
    expect(validateAppConfig({ name: 'a'.repeat(APP_NAME_MAX) })).toEqual([]);
    expect(validateAppConfig({ name: 'a'.repeat(APP_NAME_MAX + 1) })).toEqual([
      { key: FIELD_TOO_LONG, field: 'name', params: { max: APP_NAME_MAX } },
    ]);
  });

  it('lets the three switches be changed only when editing an existing app', () => {
    expect(editableAppFields(false)).toEqual(['name']);
    expect(editableAppFields(true)).toEqual(['name', 'nfcEnabled', 'qrCodeEnabled', 'locationRequired']);
  });

  it('creates a new app with the default switches, whatever the form held', () => {
    expect(normaliseAppConfig({ name: ' Acme app ', flags: allOn }, false)).toEqual({
      name: 'Acme app',
      flags: DEFAULT_APP_FLAGS,
    });
  });

  it('keeps the switches of an existing app as edited', () => {
    expect(normaliseAppConfig({ name: 'Acme app', flags: allOn }, true)).toEqual({ name: 'Acme app', flags: allOn });
  });
});
