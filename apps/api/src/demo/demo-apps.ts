/**
 * Demo app configurations of the demo partner's first customers (spec A §3 "App configuration"): the winery's app
 * with a stored layout in its own colours (theme.json and six PNG images drawn here), the coffee roaster's app
 * without one, so the layout designer shows both a stored design and the defaults.
 */
import { deflateSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import {
  buildLayoutTheme,
  DEFAULT_LAYOUT_COLORS,
  layoutThemeJson,
  THEME_FILE_NAME,
  withLayoutColor,
  type LayoutColorField,
  type LayoutColors,
} from '@tagtrail/domain';
import { apps } from '../apps/apps.schema';
import { templateKey } from '../apps/app-templates.routes';
import { customers } from '../customers/customers.schema';
import type { Database } from '../db/client';

type Rgba = readonly [number, number, number, number];

/** The winery's colours: a wine red with a gold accent (the portal's demo adapters use the same). */
const WINERY: readonly (readonly [LayoutColorField, string])[] = [
  ['primaryColor', '#7b1e3a'],
  ['secondaryColor', '#c9a227'],
  ['statusBarColor', '#5e1029'],
  ['mainButtonFrom', '#6a1532'],
  ['mainButtonTo', '#9c2c4f'],
  ['tabTextColor', '#ffffff'],
];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGBA PNG whose pixel at (x, y) is `pixel(x, y)`. */
function drawPng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc(height * (width * 4 + 1));
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    raw[offset++] = 0;
    for (let x = 0; x < width; x += 1) for (const value of pixel(x, y)) raw[offset++] = value;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rgba = (hex: string): Rgba => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff, 255];
};
const mix = (a: Rgba, b: Rgba, t: number): Rgba =>
  [0, 1, 2, 3].map((i) => Math.round((a[i] ?? 0) * (1 - t) + (b[i] ?? 0) * t)) as unknown as Rgba;
const CLEAR: Rgba = [0, 0, 0, 0];
const WHITE: Rgba = [255, 255, 255, 255];
const inDisc = (cx: number, cy: number, r: number, x: number, y: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** The six images of a brand in its two colours: splash, background, logos, and round video and manual buttons. */
function demoImages(colors: LayoutColors): Record<string, Buffer> {
  const p = rgba(colors.primaryColor);
  const a = rgba(colors.secondaryColor);
  return {
    'splash.png': drawPng(180, 320, (x, y) =>
      inDisc(90, 140, 48, x, y) ? WHITE : inDisc(90, 140, 60, x, y) ? a : mix(p, a, y / 640),
    ),
    'background.png': drawPng(180, 320, (x, y) => mix(WHITE, a, ((x + y) % 80) / 320 + y / 1280)),
    'logo_main.png': drawPng(240, 144, (x, y) =>
      inDisc(72, 72, 56, x, y) ? p : y > 56 && y < 88 && x > 140 && x < 224 ? a : CLEAR,
    ),
    'menu_logo_150x100.png': drawPng(150, 100, (x, y) =>
      inDisc(50, 50, 34, x, y) || (y > 40 && y < 60 && x > 92 && x < 140) ? WHITE : CLEAR,
    ),
    'button_video.png': drawPng(96, 96, (x, y) => {
      if (!inDisc(48, 48, 46, x, y)) return CLEAR;
      return x > 36 && x < 68 && Math.abs(y - 48) < (68 - x) * 0.6 ? WHITE : a;
    }),
    'button_manual.png': drawPng(96, 96, (x, y) => {
      if (!inDisc(48, 48, 46, x, y)) return CLEAR;
      if (x > 30 && x < 66 && y > 24 && y < 72) return (y - 30) % 10 < 3 && x > 36 && x < 60 ? a : WHITE;
      return a;
    }),
  };
}

/** The template zip of a tenant: theme.json with its colours and the six images. */
export async function demoTemplateZip(tenantId: string, colors: LayoutColors): Promise<Uint8Array> {
  const zip = new JSZip();
  const date = new Date(Date.UTC(2026, 0, 1));
  zip.file(THEME_FILE_NAME, layoutThemeJson(buildLayoutTheme(colors, tenantId)), { date });
  for (const [name, bytes] of Object.entries(demoImages(colors))) zip.file(name, bytes, { date });
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

export const demoWineryColors: LayoutColors = WINERY.reduce(
  (colors, [field, color]) => withLayoutColor(colors, field, color),
  DEFAULT_LAYOUT_COLORS,
);

export interface DemoAppsResult {
  readonly apps: number;
  /** Files to store once the demo data is committed: the stored layouts, under their storage keys. */
  readonly files: readonly { readonly key: string; readonly bytes: Uint8Array }[];
}

/** Apps for the first two of `customerIds` (the demo partner's), the first with a stored layout. */
export async function seedDemoApps(db: Database, customerIds: readonly number[]): Promise<DemoAppsResult> {
  const [winery, coffee] = customerIds;
  if (winery === undefined) return { apps: 0, files: [] };
  const rows = await db
    .select({ id: customers.id, name: customers.name, tenantId: customers.tenantId })
    .from(customers)
    .where(inArray(customers.id, [winery, ...(coffee === undefined ? [] : [coffee])]));
  const wineryRow = rows.find((row) => row.id === winery);
  const coffeeRow = rows.find((row) => row.id === coffee);
  const planned = [
    wineryRow && {
      customerId: wineryRow.id,
      name: `${wineryRow.name} Autêntica`.slice(0, 150),
      nfcEnabled: true,
      qrCodeEnabled: true,
      locationRequired: true,
    },
    coffeeRow && {
      customerId: coffeeRow.id,
      name: `${coffeeRow.name} Origem`.slice(0, 150),
      nfcEnabled: false,
      qrCodeEnabled: true,
      locationRequired: false,
    },
  ].filter((row): row is NonNullable<typeof row> => row !== undefined);
  if (planned.length > 0) await db.insert(apps).values(planned);
  const files =
    wineryRow === undefined
      ? []
      : [{ key: templateKey(wineryRow.tenantId), bytes: await demoTemplateZip(wineryRow.tenantId, demoWineryColors) }];
  return { apps: planned.length, files };
}
