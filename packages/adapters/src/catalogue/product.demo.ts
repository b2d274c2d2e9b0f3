/**
 * Demo products of a winery, for stories and the memory adapter: in the demo categories (category.demo.ts). Each
 * carries a GTIN as the server stores it (issue 29 §1): an EAN-13 under GS1 Brasil's prefix 789, padded to 14 digits.
 */
import { emptyProductInput, type Product } from '@tagtrail/domain';

const product = (fields: Pick<Product, 'id' | 'code' | 'name' | 'categoryId'> & Partial<Product>): Product => ({
  ...emptyProductInput,
  description: `${fields.name}: vinho da Vinícola Aurora, Serra Gaúcha.`,
  customerId: 1,
  thumbId: null,
  ...fields,
});

export const demoProducts: readonly Product[] = [
  product({
    id: 1,
    code: 'AUR-CS-2021',
    name: 'Aurora Reserva Cabernet Sauvignon 2021',
    categoryId: 2,
    measure: '750 ml',
    unitsPerPackage: 6,
    relevance: 9,
    gtin: '07898765000013',
    videoLink: 'https://video.example.com/aurora-cabernet',
    shareMessage: 'Descubra o Cabernet da Aurora',
  }),
  product({
    id: 2,
    code: 'AUR-ME-2022',
    name: 'Aurora Merlot 2022',
    categoryId: 3,
    measure: '750 ml',
    relevance: 7,
    gtin: '07898765000020',
  }),
  product({
    id: 3,
    code: 'AUR-BRUT',
    name: 'Aurora Espumante Brut Método Tradicional',
    categoryId: 4,
    measure: '750 ml',
    unitsPerPackage: 6,
    relevance: 8,
    partnerLotLinked: true,
    gtin: '07898765000037',
  }),
  product({
    id: 4,
    code: 'AUR-GR-TANNAT',
    // A name past the list's 100 characters, cut there with the whole name on hover (spec B §2).
    name: 'Aurora Gran Reserva Tannat de Vinhas Velhas Colhido à Mão e Amadurecido Dezoito Meses em Barricas de Carvalho Francês',
    categoryId: 1,
    measure: '750 ml',
    relevance: 10,
    gtin: '07898765000044',
  }),
  product({
    id: 5,
    code: 'AUR-SACA',
    name: 'Saca-rolhas Aurora',
    categoryId: 5,
    active: false,
    measure: null,
    gtin: '07898765000051',
  }),
];

/** The demo products' readings, by product id (the list's reads column). */
export const demoProductReads: Readonly<Record<number, number>> = { 1: 1280, 2: 342, 3: 2051, 4: 57 };
