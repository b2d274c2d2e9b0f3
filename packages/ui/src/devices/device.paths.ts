/** Where the device screens live in the Customer area (spec B §2: /dispositivos, /dispositivo/{id}). */
export const devicePaths = {
  list: '/areacliente/dispositivos',
  /** A device registered by hand (POST dispositivo); most arrive by themselves with their first scan. */
  create: '/areacliente/dispositivo',
  edit: (id: number) => `/areacliente/dispositivo/${id}`,
} as const;
