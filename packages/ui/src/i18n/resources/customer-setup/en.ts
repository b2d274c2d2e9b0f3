/**
 * English texts of the `customerSetup` namespace: the Customer area's my-app, sales-point and device screens, loaded with the area. The reference key set: `pt` and `es`
 * must have exactly these keys.
 */
export const customerSetupEn = {
  myApp: {
    title: 'My app',
    intro:
      'What your customers see in the app and on the tag page: its name, how tags are read, and where to find help.',
    name: 'App name',
    readingLegend: 'Reading',
    nfcEnabled: 'NFC reading',
    qrCodeEnabled: 'QR code reading',
    locationRequired: 'Location required',
    flagsLockedHint: 'The switches can be changed once the app is saved.',
    contactLegend: 'WhatsApp contact',
    whatsappNumber: 'WhatsApp number',
    whatsappNumberHint: 'With country and area code, such as +55 11 91234-5678',
    whatsappMessage: 'First message',
  },
  salesPoints: {
    listTitle: 'Sales points',
    newTitle: 'New sales point',
    editTitle: 'Sales point',
    new: 'New sales point',
    intro: 'Each sales point signs in to the point-of-sale area to redeem prize codes.',
    login: 'User',
    name: 'Name',
    email: 'E-mail',
    edit: 'Edit {{login}}',
    lockedHint: 'Cannot be changed once the sales point is saved.',
    reset: 'Reset password',
    resetOf: 'Reset the password of {{login}}',
    resetTitle: 'Reset the password?',
    resetMessage:
      '{{login}} gets a new one-time password. The current password stops working and every open session of this sales point ends.',
    resetConfirm: 'Reset',
  },
  devices: {
    listTitle: 'Devices',
    intro: 'The phones and browsers that read your tags. Name who owns one, or block one you no longer trust.',
    model: 'Model / name',
    deviceId: 'Device id',
    owner: 'Owner',
    status: 'Status',
    active: 'Active',
    blocked: 'Blocked',
    unknownModel: 'Unknown model',
    edit: 'Edit device {{name}}',
    new: 'New device',
    newTitle: 'New device',
    editTitle: 'Device',
    readOnlyHint: 'Reported by the device; it cannot be changed.',
    ownerHint: 'Who uses this device, such as an employee or a store.',
    activeLabel: 'Active (not blocked)',
    activeHint:
      'A blocked device still opens tag pages, as any visitor does; it is counted as blocked on the dashboard and left out of promotions.',
    saved: 'Device saved.',
  },
};
