/**
 * The demo customer's catalogue (issue 10 §9): a winery's product lines with their colours, a category tree two levels
 * deep (each top category used in its product line, with segments), and 36 more products beside the few
 * demo-customers.ts made — reds, whites and rosés, sparkling wines, grape juices and an emporium — so the product
 * list has pages, a name past 100 characters, inactive and partner-lot products, links to manuals and videos, and a
 * GTIN each (issue 29 §1). The products demo-customers.ts made are filed in their categories, not made again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, categoryProductLines, customers, productLines, products } from '../db/schema';
import { demoManufacturerIndex } from './demo-customers';
import { demoGtin } from './demo-gtins';

interface DemoLine {
  readonly code: string;
  readonly description: string;
  readonly colour: string;
  readonly relevance: number;
}

const LINES: readonly DemoLine[] = [
  { code: 'TINTOS', description: 'Tintos de guarda', colour: '#7b1e3a', relevance: 10 },
  { code: 'BRANCOS', description: 'Brancos e rosés', colour: '#b8860b', relevance: 8 },
  { code: 'ESPUMANTES', description: 'Espumantes', colour: '#1e3a7b', relevance: 9 },
  { code: 'SUCOS', description: 'Sucos e sem álcool', colour: '#5a2d82', relevance: 5 },
  { code: 'EMPORIO', description: 'Empório e acessórios', colour: '#2f4f4f', relevance: 3 },
];

/** A product: code suffix, name, measure, units per package, relevance, and what else it has. */
type DemoProduct = readonly [
  suffix: string,
  name: string,
  measure: string,
  units: number,
  relevance: number,
  extra?: { active?: boolean; partnerLotLinked?: boolean; video?: boolean; manual?: boolean; share?: string },
];

interface DemoCategory {
  readonly description: string;
  readonly products: readonly DemoProduct[];
  /** The suffixes of demo-customers.ts's products filed here. */
  readonly existing?: readonly string[];
}

interface DemoTopCategory {
  readonly description: string;
  readonly line: string;
  readonly relevance: number;
  readonly segments: readonly string[];
  readonly children: readonly DemoCategory[];
}

const TREE: readonly DemoTopCategory[] = [
  {
    description: 'Vinhos tintos',
    line: 'TINTOS',
    relevance: 10,
    segments: ['Varietal', 'Reserva', 'Gran Reserva'],
    children: [
      {
        description: 'Cabernet Sauvignon',
        existing: ['CS750'],
        products: [
          ['CSV750', 'Cabernet Sauvignon Varietal 2023', '750 ml', 6, 6, { share: 'Um Cabernet para o dia a dia.' }],
          ['CSGR750', 'Cabernet Sauvignon Gran Reserva 2020', '750 ml', 6, 9, { video: true, manual: true }],
        ],
      },
      {
        description: 'Merlot',
        existing: ['ME750'],
        products: [
          ['MEV750', 'Merlot Varietal 2023', '750 ml', 6, 5],
          ['ME375', 'Merlot Reserva Meia Garrafa 2022', '375 ml', 12, 4],
        ],
      },
      {
        description: 'Tannat',
        existing: ['MAG1500'],
        products: [
          ['TAN750', 'Tannat Reserva 2021', '750 ml', 6, 7],
          [
            'TANVV750',
            // Past the list's 100 characters (spec B §9): cut there, whole on hover.
            'Tannat de Vinhas Velhas Colhido à Mão e Amadurecido Dezoito Meses em Barricas de Carvalho Francês — Edição Limitada 2019',
            '750 ml',
            3,
            10,
            { partnerLotLinked: true, video: true },
          ],
        ],
      },
      {
        description: 'Pinot Noir',
        products: [
          ['PN750', 'Pinot Noir Serra Gaúcha 2022', '750 ml', 6, 6],
          ['PNR750', 'Pinot Noir Reserva 2021', '750 ml', 6, 7, { manual: true }],
        ],
      },
      {
        description: 'Assemblages',
        products: [
          ['ASF750', 'Assemblage Família 2020', '750 ml', 6, 8, { share: 'O vinho da nossa família para a sua.' }],
          ['CTF750', 'Corte Tinto Cabernet Franc e Merlot 2022', '750 ml', 6, 5],
          ['TMS1L', 'Vinho Tinto de Mesa Suave', '1 l', 12, 2],
          ['BIB3L', 'Vinho Tinto Seco Bag-in-Box', '3 l', 4, 1],
        ],
      },
    ],
  },
  {
    description: 'Vinhos brancos e rosés',
    line: 'BRANCOS',
    relevance: 8,
    segments: ['Varietal', 'Reserva'],
    children: [
      {
        description: 'Chardonnay',
        products: [
          ['CHV750', 'Chardonnay Varietal 2024', '750 ml', 6, 5],
          ['CHR750', 'Chardonnay Reserva Barrica 2022', '750 ml', 6, 7, { video: true }],
        ],
      },
      {
        description: 'Outros brancos',
        products: [
          ['SB750', 'Sauvignon Blanc 2024', '750 ml', 6, 6],
          ['RI750', 'Riesling Itálico 2024', '750 ml', 6, 4],
          ['GW750', 'Gewürztraminer 2023', '750 ml', 6, 3],
        ],
      },
      {
        description: 'Rosés',
        products: [
          ['ROM750', 'Rosé de Merlot 2024', '750 ml', 6, 5, { share: 'Rosé gelado, verão na Serra.' }],
          ['RFR750', 'Rosé Frisante', '750 ml', 6, 3],
        ],
      },
    ],
  },
  {
    description: 'Espumantes',
    line: 'ESPUMANTES',
    relevance: 9,
    segments: ['Charmat', 'Método Tradicional'],
    children: [
      {
        description: 'Brut e Nature',
        existing: ['ESP750'],
        products: [
          ['EBR750', 'Espumante Brut Rosé', '750 ml', 6, 8, { partnerLotLinked: true }],
          ['ENT750', 'Espumante Nature Método Tradicional', '750 ml', 6, 9, { partnerLotLinked: true, video: true }],
          ['EEB750', 'Espumante Extra Brut 36 Meses', '750 ml', 6, 7, { partnerLotLinked: true }],
          ['PRO750', 'Prosecco Serra Gaúcha', '750 ml', 6, 6],
        ],
      },
      {
        description: 'Moscatel',
        products: [
          ['MOS750', 'Moscatel Espumante', '750 ml', 6, 7],
          ['MOR750', 'Moscatel Rosé', '750 ml', 6, 5],
        ],
      },
    ],
  },
  {
    description: 'Sucos e sem álcool',
    line: 'SUCOS',
    relevance: 5,
    segments: [],
    children: [
      {
        description: 'Suco de uva integral',
        products: [
          ['SUT1500', 'Suco de Uva Tinto Integral', '1,5 l', 6, 6, { manual: true }],
          ['SUB1L', 'Suco de Uva Branco Integral', '1 l', 12, 4],
          ['SUO300', 'Suco de Uva Orgânico', '300 ml', 24, 5],
        ],
      },
      {
        description: 'Vinhos sem álcool',
        products: [['VSA750', 'Vinho Tinto Sem Álcool', '750 ml', 6, 3]],
      },
    ],
  },
  {
    description: 'Empório',
    line: 'EMPORIO',
    relevance: 3,
    segments: [],
    children: [
      {
        description: 'Azeites e vinagres',
        products: [
          ['VIN500', 'Vinagre de Vinho Tinto Reserva', '500 ml', 12, 2],
          ['AZE500', 'Azeite Extra Virgem Serra Gaúcha', '500 ml', 12, 3],
        ],
      },
      {
        description: 'Geleias e doces',
        products: [
          ['GEL320', 'Geleia de Uva Bordô', '320 g', 12, 2],
          ['CHO100', 'Chocolate com Recheio de Vinho Tinto', '100 g', 20, 2],
        ],
      },
      {
        description: 'Acessórios',
        products: [
          ['TAC2', 'Taças de Cristal para Tintos (par)', '2 un', 6, 1],
          ['SAC', 'Saca-rolhas de Sommelier', 'un', 1, 0, { active: false }],
          ['KIT', 'Kit Presente Degustação', 'caixa', 4, 4, { share: 'Presenteie com a Serra Gaúcha.' }],
        ],
      },
    ],
  },
];

/** The site the demo's manual and video links point at (.example: reserved, never a real site). */
const DEMO_SITE = 'https://vinicola.example';

/** The item number of the first product made here: past those demo-customers.ts gave the same manufacturer. */
const FIRST_CATALOGUE_ITEM = 101;

export interface DemoCatalogueResult {
  readonly productLines: number;
  readonly categories: number;
  /** Products made here, beside those demo-customers.ts made. */
  readonly products: number;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The customer's product lines, categories and products, in the demo transaction (before its product images). */
export async function seedDemoCatalogue(db: Database, customerId: number): Promise<DemoCatalogueResult> {
  const [customer] = await db.select({ code: customers.code }).from(customers).where(eq(customers.id, customerId));
  const prefix = customer?.code ?? 'DEMO';
  const manufacturer = demoManufacturerIndex(prefix);

  const lineRows = await db
    .insert(productLines)
    .values(
      LINES.map((line) => ({
        customerId,
        code: line.code,
        description: line.description,
        colour: line.colour,
        relevance: line.relevance,
        linkUrl: `${DEMO_SITE}/linhas/${slug(line.code)}`,
      })),
    )
    .returning({ id: productLines.id, code: productLines.code });
  const lineId = new Map(lineRows.map((row) => [row.code, row.id]));

  let categoryCount = 0;
  let productCount = 0;
  for (const top of TREE) {
    const [parent] = await db
      .insert(categories)
      .values({ customerId, description: top.description, relevance: top.relevance, segments: [...top.segments] })
      .returning({ id: categories.id });
    if (parent === undefined) throw new Error('a demo category was not made');
    categoryCount += 1;
    const line = lineId.get(top.line);
    if (line !== undefined)
      await db
        .insert(categoryProductLines)
        .values({ categoryId: parent.id, productLineId: line, customerId, position: 0 });

    for (const [position, child] of top.children.entries()) {
      const [category] = await db
        .insert(categories)
        .values({
          customerId,
          parentCategoryId: parent.id,
          description: child.description,
          relevance: top.children.length - position,
        })
        .returning({ id: categories.id });
      if (category === undefined) throw new Error('a demo category was not made');
      categoryCount += 1;
      // A subcategory is used in its parent's line too: its products' pictures take the line's colour.
      if (line !== undefined)
        await db
          .insert(categoryProductLines)
          .values({ categoryId: category.id, productLineId: line, customerId, position: 0 });

      for (const suffix of child.existing ?? [])
        await db
          .update(products)
          .set({ categoryId: category.id })
          .where(
            and(
              eq(products.customerId, customerId),
              eq(products.code, `${prefix}-${suffix}`),
              isNull(products.categoryId),
            ),
          );

      if (child.products.length === 0) continue;
      await db.insert(products).values(
        child.products.map(([suffix, name, measure, unitsPerPackage, relevance, extra = {}], position) => ({
          customerId,
          categoryId: category.id,
          code: `${prefix}-${suffix}`,
          name,
          description: `${name}, ${measure}. ${top.description} › ${child.description}.`,
          measure,
          unitsPerPackage,
          relevance,
          active: extra.active ?? true,
          partnerLotLinked: extra.partnerLotLinked ?? false,
          manualLinkUrl: extra.manual ? `${DEMO_SITE}/manuais/${slug(suffix)}.pdf` : null,
          videoLinkUrl: extra.video ? `${DEMO_SITE}/videos/${slug(suffix)}` : null,
          shareUrl: extra.share === undefined ? null : `${DEMO_SITE}/produtos/${slug(suffix)}`,
          shareMessage: extra.share ?? null,
          gtin:
            manufacturer === undefined ? null : demoGtin(manufacturer, FIRST_CATALOGUE_ITEM + productCount + position),
        })),
      );
      productCount += child.products.length;
    }
  }
  return { productLines: lineRows.length, categories: categoryCount, products: productCount };
}
