/**
 * English texts of the `customerSetup` namespace: the Customer area's my-app, sales-point and device screens, loaded with the area. The reference key set: `pt` and `es`
 * must have exactly these keys.
 */
export const customerSetupEn = {
  myApp: {
    title: 'My app',
  },
  salesPoints: {
    listTitle: 'Sales points',
  },
  devices: {
    listTitle: 'Devices',
  },
};
