/**
 * Demo customers (manufacturers) of the first demo partners, with the products a tag could be stuck on: the
 * cascading customer and product selects of the lot forms read them. Partner 4 has none, to show an empty select.
 */
import type { CustomerProductOption } from '@tagtrail/domain';
import { demoPartners } from '../partners/partner.demo';

/** A customer of a partner, with its products. */
export interface DemoPartnerCustomer {
  readonly partnerId: number;
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly products: readonly CustomerProductOption[];
}

type Product = readonly [codeSuffix: string, name: string];

const SEGMENTS = {
  wine: [
    ['CS750', 'Cabernet Sauvignon Reserva 750 ml'],
    ['ME750', 'Merlot Gran Reserva 750 ml'],
    ['ESP750', 'Espumante Brut 750 ml'],
    ['MAG1500', 'Tannat Magnum 1,5 l'],
  ],
  coffee: [
    ['GR250', 'Café em Grãos Especial 250 g'],
    ['MO500', 'Café Moído Tradicional 500 g'],
    ['CAP10', 'Cápsulas Espresso Intenso 10 un'],
  ],
  cosmetics: [
    ['SER30', 'Sérum Facial Vitamina C 30 ml'],
    ['HID200', 'Hidratante Corporal Cupuaçu 200 ml'],
    ['PERF50', 'Eau de Parfum Flor do Cerrado 50 ml'],
    ['XAM300', 'Xampu Fortalecedor Andiroba 300 ml'],
  ],
  pharma: [
    ['DIP500', 'Dipirona Monoidratada 500 mg'],
    ['AMX875', 'Amoxicilina + Clavulanato 875 mg'],
    ['INS10', 'Insulina Humana NPH 100 UI/ml'],
  ],
  dairy: [
    ['QMN500', 'Queijo Minas Padrão 500 g'],
    ['MAN200', 'Manteiga de Primeira com Sal 200 g'],
    ['DDL400', 'Doce de Leite Cremoso 400 g'],
  ],
  chocolate: [
    ['BAR70', 'Barra 70% Cacau Origem Bahia 100 g'],
    ['TRF12', 'Caixa de Trufas Sortidas 12 un'],
    ['OVO350', 'Ovo de Páscoa Ao Leite 350 g'],
  ],
  oliveOil: [
    ['EVO500', 'Azeite Extra Virgem Arbequina 500 ml'],
    ['EVO250', 'Azeite Extra Virgem Blend 250 ml'],
  ],
  spirits: [
    ['CAC700', 'Cachaça Envelhecida 2 Anos 700 ml'],
    ['TEQ750', 'Tequila Reposado 100% Agave 750 ml'],
    ['PIS700', 'Pisco Quebranta 700 ml'],
  ],
  beer: [
    ['IPA355', 'India Pale Ale 355 ml'],
    ['WIT600', 'Witbier com Laranja 600 ml'],
  ],
  honey: [
    ['MEL500', 'Mel Silvestre Puro 500 g'],
    ['PRO30', 'Extrato de Própolis Verde 30 ml'],
  ],
} satisfies Record<string, readonly Product[]>;

/** Customers of each of the first partners, in partner order; an empty list leaves that partner without any. */
const CUSTOMERS_BY_PARTNER: readonly (readonly (readonly [string, string, keyof typeof SEGMENTS])[])[] = [
  [
    ['AURORA', 'Vinícola Aurora do Vale', 'wine'],
    ['MANTIQ', 'Café Serra da Mantiqueira', 'coffee'],
    ['AMZBEL', 'Amazônia Beleza Natural', 'cosmetics'],
    ['NORFAR', 'Laboratório Nordeste Farma', 'pharma'],
  ],
  [
    ['VALVER', 'Laticínios Vale Verde', 'dairy'],
    ['CACBAH', 'Chocolates Cacau da Bahia', 'chocolate'],
  ],
  [
    ['CAMPAN', 'Vinhos Campanha Gaúcha', 'wine'],
    ['OLIVAS', 'Olivais da Serra da Mantiqueira', 'oliveOil'],
    ['SALINA', 'Cachaça Salinas Tradição', 'spirits'],
  ],
  [],
  [
    ['CERRAD', 'Café do Cerrado Mineiro', 'coffee'],
    ['OUROPR', 'Cervejaria Ouro Preto', 'beer'],
    ['APISUL', 'Apiário Santa Catarina', 'honey'],
  ],
  [['BOTICA', 'Botica Flor do Cerrado', 'cosmetics']],
  [
    ['UCOBOD', 'Bodega Valle de Uco', 'wine'],
    ['JALISC', 'Tequilera Los Altos', 'spirits'],
  ],
  [
    ['ANTIOQ', 'Café de Antioquia', 'coffee'],
    ['COLCHA', 'Viña Colchagua', 'wine'],
    ['ANDIPH', 'Farmacéutica Andina', 'pharma'],
  ],
];

function buildDemoPartnerCustomers(): DemoPartnerCustomer[] {
  const customers: DemoPartnerCustomer[] = [];
  let productId = 0;
  CUSTOMERS_BY_PARTNER.forEach((planned, index) => {
    const partner = demoPartners[index];
    if (partner === undefined) return;
    for (const [code, name, segment] of planned) {
      const products = (SEGMENTS[segment] as readonly Product[]).map(([suffix, productName]) => ({
        id: ++productId,
        code: `${code}-${suffix}`,
        name: productName,
      }));
      customers.push({ partnerId: partner.id, id: customers.length + 1, code, name, products });
    }
  });
  return customers;
}

export const demoPartnerCustomers: readonly DemoPartnerCustomer[] = buildDemoPartnerCustomers();
