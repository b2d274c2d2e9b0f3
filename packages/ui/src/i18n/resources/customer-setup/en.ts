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
  },
  devices: {
    listTitle: 'Devices',
  },
};
