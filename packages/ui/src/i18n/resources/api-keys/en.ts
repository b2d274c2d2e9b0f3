/**
 * English texts of the `apiKeys` namespace: the Customer area's API keys screen (issue 29 §5), loaded with it. The
 * reference key set: `pt` and `es` must have exactly these keys.
 */
export const apiKeysEn = {
  apiKeys: {
    title: 'API keys',
    intro:
      'Your systems read your tags’ readings as GS1 EPCIS 2.0 events with one of these keys: send it as "Authorization: Bearer <key>" to {{url}}. A key reads your readings only, and nothing else.',
    keys: 'Your keys',
    none: 'No key yet.',
    name: 'Name',
    nameHint: 'What the key is for, such as the system that uses it.',
    create: 'Create key',
    createFailed: 'The key could not be created. Try again.',
    loadFailed: 'The keys could not be loaded.',
    startsWith: 'Starts with {{start}}',
    createdOn: 'Created {{date}}',
    lastUsedOn: 'Last used {{date}}',
    neverUsed: 'Never used',
    revokedOn: 'Revoked {{date}}',
    revoked: 'Revoked',
    revoke: 'Revoke',
    revokeKey: 'Revoke key {{name}}',
    revokeTitle: 'Revoke this key?',
    revokeMessage:
      'Systems using the key "{{name}}" will be refused from now on. This cannot be undone: create a new key to give them access again.',
    revokedDone: 'Key revoked.',
    revokeFailed: 'The key could not be revoked. Try again.',
    limitReached: 'You have {{max}} keys in use, the most allowed. Revoke one to create another.',
    keyTitle: 'Your new API key',
    keyIntro: 'The key "{{name}}" reads your readings as EPCIS events. Keep it where your system reads it from.',
    keyOnce:
      'Copy it now: it will not be shown again. We keep only a fingerprint of it. If it is lost, revoke it and create another.',
    keyLabel: 'API key',
    copy: 'Copy',
    copyKey: 'Copy the API key',
    copied: 'Key copied.',
    copyFailed: 'Could not copy. The key is selected: copy it with Ctrl+C (⌘C on a Mac).',
    keySaved: 'I have saved it',
  },
};
