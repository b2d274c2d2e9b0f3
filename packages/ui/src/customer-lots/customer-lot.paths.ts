import { recordScreens } from '../app/record-screens';

/** Where the lot screens live in the Customer area (spec B §2). */
export const customerLotScreens = recordScreens('/areacliente', 'lotes', 'lote');
export const customerLotPaths = {
  ...customerLotScreens.paths,
  /** The sub-lots of a lot: which partner lots' tags it took (issue 11 §3). */
  associate: (id: number) => `/areacliente/loteassociar/${id}`,
  /** The partner lots given to the customer that still have free tags. */
  available: '/areacliente/loteassociar',
} as const;
