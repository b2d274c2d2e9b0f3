/**
 * Demo customers (manufacturers) and their products for the first demo partners: wineries, roasters, cosmetics,
 * pharma, dairy and more, each with a tenant id, a valid CNPJ and a few products a tag could be stuck on, each with
 * its GTIN.
 */
import type { Database } from '../db/client';
import { customers, products } from '../db/schema';
import { demoGtin } from './demo-gtins';

interface Segment {
  /** Product templates: code suffix, name, measure, units per package. */
  readonly products: readonly (readonly [string, string, string, number])[];
}

const SEGMENTS = {
  wine: {
    products: [
      ['CS750', 'Cabernet Sauvignon Reserva', '750 ml', 6],
      ['ME750', 'Merlot Gran Reserva', '750 ml', 6],
      ['ESP750', 'Espumante Brut', '750 ml', 6],
      ['MAG1500', 'Tannat Magnum', '1,5 l', 1],
    ],
  },
  coffee: {
    products: [
      ['GR250', 'Café em Grãos Especial', '250 g', 12],
      ['MO500', 'Café Moído Tradicional', '500 g', 10],
      ['CAP10', 'Cápsulas Espresso Intenso', '10 un', 24],
    ],
  },
  cosmetics: {
    products: [
      ['SER30', 'Sérum Facial Vitamina C', '30 ml', 12],
      ['HID200', 'Hidratante Corporal Cupuaçu', '200 ml', 12],
      ['PERF50', 'Eau de Parfum Flor do Cerrado', '50 ml', 6],
      ['XAM300', 'Xampu Fortalecedor Andiroba', '300 ml', 12],
    ],
  },
  pharma: {
    products: [
      ['DIP500', 'Dipirona Monoidratada 500 mg', '20 comprimidos', 50],
      ['AMX875', 'Amoxicilina + Clavulanato 875 mg', '14 comprimidos', 30],
      ['INS10', 'Insulina Humana NPH 100 UI/ml', '10 ml', 10],
    ],
  },
  dairy: {
    products: [
      ['QMN500', 'Queijo Minas Padrão', '500 g', 8],
      ['MAN200', 'Manteiga de Primeira com Sal', '200 g', 24],
      ['DDL400', 'Doce de Leite Cremoso', '400 g', 12],
    ],
  },
  chocolate: {
    products: [
      ['BAR70', 'Barra 70% Cacau Origem Bahia', '100 g', 20],
      ['TRF12', 'Caixa de Trufas Sortidas', '12 un', 10],
      ['OVO350', 'Ovo de Páscoa Ao Leite', '350 g', 6],
    ],
  },
  oliveOil: {
    products: [
      ['EVO500', 'Azeite Extra Virgem Arbequina', '500 ml', 12],
      ['EVO250', 'Azeite Extra Virgem Blend', '250 ml', 12],
      ['LAT3', 'Azeite Extra Virgem Lata', '3 l', 4],
    ],
  },
  spirits: {
    products: [
      ['CAC700', 'Cachaça Envelhecida 2 Anos', '700 ml', 6],
      ['TEQ750', 'Tequila Reposado 100% Agave', '750 ml', 6],
      ['PIS700', 'Pisco Quebranta', '700 ml', 6],
    ],
  },
  beer: {
    products: [
      ['IPA355', 'India Pale Ale', '355 ml', 24],
      ['WIT600', 'Witbier com Laranja', '600 ml', 12],
      ['STO500', 'Imperial Stout Barril', '500 ml', 12],
    ],
  },
  honey: {
    products: [
      ['MEL500', 'Mel Silvestre Puro', '500 g', 12],
      ['PRO30', 'Extrato de Própolis Verde', '30 ml', 24],
      ['GEL100', 'Geleia Real Liofilizada', '100 g', 10],
    ],
  },
  apparel: {
    products: [
      ['JAQ-M', 'Jaqueta de Couro Legítimo', 'M', 1],
      ['TEN-40', 'Tênis de Corrida Sustentável', '40', 1],
      ['BOL-U', 'Bolsa Artesanal de Palha', 'único', 1],
    ],
  },
  electronics: {
    products: [
      ['FON-BT', 'Fone Bluetooth com Cancelamento de Ruído', 'un', 1],
      ['CAR-65', 'Carregador USB-C 65 W', 'un', 10],
      ['BAT-20', 'Bateria Portátil 20.000 mAh', 'un', 10],
    ],
  },
} satisfies Record<string, Segment>;

type SegmentName = keyof typeof SEGMENTS;

/** Manufacturers, three per partner for the first DEMO_PARTNERS_WITH_CUSTOMERS partners, in partner order. */
const MANUFACTURERS: readonly (readonly [code: string, name: string, segment: SegmentName])[] = [
  ['AURORA', 'Vinícola Aurora do Vale', 'wine'],
  ['MANTIQ', 'Café Serra da Mantiqueira', 'coffee'],
  ['AMZBEL', 'Amazônia Beleza Natural', 'cosmetics'],
  ['NORFAR', 'Laboratório Nordeste Farma', 'pharma'],
  ['VALVER', 'Laticínios Vale Verde', 'dairy'],
  ['CACBAH', 'Chocolates Cacau da Bahia', 'chocolate'],
  ['CAMPAN', 'Vinhos Campanha Gaúcha', 'wine'],
  ['OLIVAS', 'Olivais da Serra da Mantiqueira', 'oliveOil'],
  ['SALINA', 'Cachaça Salinas Tradição', 'spirits'],
  ['CERRAD', 'Café do Cerrado Mineiro', 'coffee'],
  ['OUROPR', 'Cervejaria Ouro Preto', 'beer'],
  ['APISUL', 'Apiário Santa Catarina', 'honey'],
  ['BOTICA', 'Botica Flor do Cerrado', 'cosmetics'],
  ['FRANCA', 'Couros de Franca', 'apparel'],
  ['MANAUS', 'Eletrônicos Manaus', 'electronics'],
  ['UCOBOD', 'Bodega Valle de Uco', 'wine'],
  ['PAMPAQ', 'Quesos de la Pampa', 'dairy'],
  ['MENDOZ', 'Aceites de Mendoza', 'oliveOil'],
  ['JALISC', 'Tequilera Los Altos', 'spirits'],
  ['ANTIOQ', 'Café de Antioquia', 'coffee'],
  ['COLCHA', 'Viña Colchagua', 'wine'],
  ['ESMERA', 'Cacao Esmeraldas', 'chocolate'],
  ['ANDIPH', 'Farmacéutica Andina', 'pharma'],
  ['ELQUIP', 'Pisquera Valle del Elqui', 'spirits'],
  ['GRAMAD', 'Chocolates Gramado', 'chocolate'],
  ['SFRANC', 'Vinhos Vale do São Francisco', 'wine'],
  ['MISION', 'Miel de Misiones', 'honey'],
  ['CUSCOT', 'Textiles Cusco', 'apparel'],
  ['BLUMEN', 'Malharia Blumenau', 'apparel'],
  ['CURITB', 'Cervejaria Curitibana', 'beer'],
  ['MINAS', 'Queijaria Serra da Canastra', 'dairy'],
  ['PARAAC', 'Açaí Pará Cosméticos', 'cosmetics'],
  ['SPFARM', 'Farmacêutica Paulista', 'pharma'],
  ['CAMPIN', 'Eletrônica Campinas', 'electronics'],
  ['PATAGO', 'Cervecería Patagonia Sur', 'beer'],
  ['MONTEV', 'Bodega Montevideo Tannat', 'wine'],
];

/** The place among the demo manufacturers of the one with this customer code: its GTINs' company (demo-gtins.ts). */
export function demoManufacturerIndex(code: string): number | undefined {
  const index = MANUFACTURERS.findIndex(([manufacturer]) => manufacturer === code);
  return index < 0 ? undefined : index;
}

export const DEMO_CUSTOMERS_PER_PARTNER = 3;
export const DEMO_PARTNERS_WITH_CUSTOMERS = MANUFACTURERS.length / DEMO_CUSTOMERS_PER_PARTNER;

/** spec B §4: the warning a single-use tag shows when read again, per language id. */
const SINGLE_READING_MESSAGES = {
  1: 'Esta etiqueta já foi lida. Em caso de dúvida, fale com o fabricante.',
  2: 'This tag has already been read. If in doubt, contact the manufacturer.',
  3: 'Esta etiqueta ya fue leída. Ante cualquier duda, contacte al fabricante.',
};

export interface DemoCustomer {
  readonly id: number;
  readonly partnerId: number;
  readonly productIds: readonly number[];
}

/**
 * Adds the manufacturers to the first partners of `partnerIds`, in order, with their products. Answers them in the
 * same order, so the first is the first partner's first customer.
 */
export async function seedDemoCustomers(
  db: Database,
  partnerIds: readonly number[],
  taxIdOf: (index: number) => string,
): Promise<DemoCustomer[]> {
  const planned = MANUFACTURERS.map(([code, name, segment], index) => ({
    code,
    name,
    segment,
    partnerId: partnerIds[Math.floor(index / DEMO_CUSTOMERS_PER_PARTNER)],
    index,
  })).filter((plan): plan is typeof plan & { partnerId: number } => plan.partnerId !== undefined);
  if (planned.length === 0) return [];

  const rows = await db
    .insert(customers)
    .values(
      planned.map((plan) => ({
        partnerId: plan.partnerId,
        code: plan.code,
        name: plan.name,
        // Far from the partners' numbers (0…39), so no customer shares a partner's CNPJ.
        taxId: taxIdOf(100 + plan.index),
        linkedProduct: plan.index % 4 === 0,
        exclusive: plan.index % 5 === 0,
        singleReading: plan.segment === 'pharma' || plan.segment === 'spirits',
        singleReadingMessages: plan.segment === 'pharma' || plan.segment === 'spirits' ? SINGLE_READING_MESSAGES : null,
        tenantId: `${plan.code.toLowerCase()}-${String(plan.index + 1).padStart(3, '0')}`,
      })),
    )
    .returning({ id: customers.id });

  const productRows = planned.flatMap((plan, index) =>
    SEGMENTS[plan.segment].products.map(([suffix, productName, measure, unitsPerPackage], position) => ({
      customerId: rows[index]?.id ?? 0,
      code: `${plan.code}-${suffix}`,
      name: productName,
      description: `${productName}, ${measure}. Produzido por ${plan.name}.`,
      measure,
      unitsPerPackage,
      relevance: position,
      gtin: demoGtin(plan.index, position + 1),
    })),
  );
  const inserted = await db
    .insert(products)
    .values(productRows)
    .returning({ id: products.id, customerId: products.customerId });

  return planned.map((plan, index) => {
    const id = rows[index]?.id ?? 0;
    return {
      id,
      partnerId: plan.partnerId,
      productIds: inserted.filter((product) => product.customerId === id).map((product) => product.id),
    };
  });
}
