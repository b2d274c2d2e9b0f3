/**
 * PNG images drawn from a pixel function, for demo layouts (stories, tests) where no image files exist. The image
 * data goes in stored (uncompressed) deflate blocks: no zlib needed, and the template zip compresses it anyway.
 */

export type Rgba = readonly [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((c) => c.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib data holding `raw` in stored deflate blocks. */
function storedZlib(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  const BLOCK = 65_535;
  for (let start = 0; start < raw.length || start === 0; start += BLOCK) {
    const block = raw.subarray(start, start + BLOCK);
    const last = start + BLOCK >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff);
    for (const byte of block) out.push(byte);
    if (raw.length === 0) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

/** An RGBA PNG of `width` × `height` whose pixel at (x, y) is `pixel(x, y)`. */
export function drawPng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Uint8Array {
  const raw = new Uint8Array(height * (width * 4 + 1));
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    raw[offset++] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a] = pixel(x, y);
      raw[offset++] = r;
      raw[offset++] = g;
      raw[offset++] = b;
      raw[offset++] = a;
    }
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 6, 0, 0, 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', storedZlib(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

/** '#8e2440' as [142, 36, 64, 255]. */
export function rgba(hex: string, alpha = 255): Rgba {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff, alpha];
}

function mix(a: Rgba, b: Rgba, t: number): Rgba {
  const f = Math.min(1, Math.max(0, t));
  return [0, 1, 2, 3].map((i) => Math.round((a[i] ?? 0) * (1 - f) + (b[i] ?? 0) * f)) as unknown as Rgba;
}

const CLEAR: Rgba = [0, 0, 0, 0];
const WHITE: Rgba = [255, 255, 255, 255];

/** A demo brand's six layout images: a splash, a background, logos and two round buttons in its colours. */
export function demoLayoutImages(primary: string, accent: string): Record<string, Uint8Array> {
  const p = rgba(primary);
  const a = rgba(accent);
  const disc = (cx: number, cy: number, r: number, x: number, y: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  return {
    'splash.png': drawPng(90, 160, (x, y) => {
      if (disc(45, 70, 24, x, y)) return WHITE;
      if (disc(45, 70, 30, x, y)) return a;
      return mix(p, a, y / 320);
    }),
    'background.png': drawPng(90, 160, (x, y) => mix(WHITE, rgba(accent, 255), ((x + y) % 40) / 160 + y / 640)),
    'logo_main.png': drawPng(120, 72, (x, y) => {
      if (disc(36, 36, 28, x, y)) return p;
      if (y > 28 && y < 44 && x > 70 && x < 112) return a;
      return CLEAR;
    }),
    'menu_logo_150x100.png': drawPng(150, 100, (x, y) => {
      if (disc(50, 50, 34, x, y)) return WHITE;
      if (y > 40 && y < 60 && x > 92 && x < 140) return WHITE;
      return CLEAR;
    }),
    'button_video.png': drawPng(64, 64, (x, y) => {
      if (!disc(32, 32, 30, x, y)) return CLEAR;
      // A play triangle.
      if (x > 24 && x < 46 && Math.abs(y - 32) < (46 - x) * 0.6) return WHITE;
      return a;
    }),
    'button_manual.png': drawPng(64, 64, (x, y) => {
      if (!disc(32, 32, 30, x, y)) return CLEAR;
      // A page with lines.
      if (x > 20 && x < 44 && y > 16 && y < 48) return (y - 20) % 7 < 2 && x > 24 && x < 40 ? a : WHITE;
      return a;
    }),
  };
}
