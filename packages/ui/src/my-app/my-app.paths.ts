/** Where the customer's app lives in the Customer area (spec B §2). */
export const myAppPaths = {
  form: '/areacliente/aplicativo',
  /** Where Back goes when the form cannot load: the area's home. */
  home: '/areacliente',
} as const;
