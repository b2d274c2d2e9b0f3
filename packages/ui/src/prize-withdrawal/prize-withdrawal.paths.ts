/** Where the prize screens live (spec B §2): the customer area's and the point of sale's. */
const codeSegment = (code: string) => encodeURIComponent(code);

export const customerPrizePaths = {
  /** The promotion list, with its prize-code box: where a withdrawal returns (spec B §4). */
  list: '/areacliente/promocoes',
  withdrawal: (promotionId: number, code: string) => `/areacliente/promocao/${promotionId}/premio/${codeSegment(code)}`,
} as const;

export const pointOfSalePrizePaths = {
  /** The winners list with the code entry (spec B §2 '' and /promocoes). */
  list: '/areapontovenda/promocoes',
  withdrawal: (promotionId: number, code: string) =>
    `/areapontovenda/promocao/${promotionId}/premio/${codeSegment(code)}`,
} as const;
