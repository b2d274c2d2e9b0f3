/**
 * The public product page's own words (issue 29 §3) in the visitor's language: pt, en, es. The words it shares with the
 * tag page (lot, dates, manufacturer, the links, the lot's banners) are the tag page's (TAG_PAGE_TEXTS).
 */
import type { LanguageCode } from '@tagtrail/domain';

export interface ProductPageTexts {
  readonly notFound: string;
  readonly gtin: string;
  readonly photo: (product: string) => string;
  /** A product page without a lot: which of the product's lots are recalled. */
  readonly recalledLots: (lots: string) => string;
}

export const PRODUCT_PAGE_TEXTS: Readonly<Record<LanguageCode, ProductPageTexts>> = {
  pt: {
    notFound: 'Produto não encontrado',
    gtin: 'GTIN',
    photo: (product) => `Foto de ${product}`,
    recalledLots: (lots) => `Lotes recolhidos (recall): ${lots}. Não use produtos destes lotes.`,
  },
  en: {
    notFound: 'Product not found',
    gtin: 'GTIN',
    photo: (product) => `Photo of ${product}`,
    recalledLots: (lots) => `Recalled lots: ${lots}. Do not use products of these lots.`,
  },
  es: {
    notFound: 'Producto no encontrado',
    gtin: 'GTIN',
    photo: (product) => `Foto de ${product}`,
    recalledLots: (lots) => `Lotes retirados del mercado: ${lots}. No use productos de estos lotes.`,
  },
};
