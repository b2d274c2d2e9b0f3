import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_COLORS } from '@tagtrail/domain';
import { productPageHtml, type PublicProduct } from './product-page.html';

const product: PublicProduct = {
  name: 'Cabernet Reserva',
  description: 'Uvas da Serra <Alta>',
  customerName: 'Vinícola Serra Alta',
  gtin: '7894100000013',
  photoUrl: '/api/imagens/produtos/1/2/abc.png',
  manualUrl: 'https://maker.example/manual.pdf',
  videoUrl: 'javascript:alert(1)',
  lot: null,
  recalledLots: [],
};
const lot: NonNullable<PublicProduct['lot']> = {
  number: 'L-2026-01',
  statusId: 0,
  statusDate: null,
  manufactureDate: '2026-01-10',
  expiryDate: '2027-01-10',
};
const html = (shown: PublicProduct | undefined, language: 'pt' | 'en' | 'es' = 'pt', today?: string) =>
  productPageHtml({ product: shown, language, colors: DEFAULT_LAYOUT_COLORS, today });

describe('the public product page (issue 29 §3)', () => {
  it("shows the product: name, photo, description, manual, GTIN and maker, in the visitor's language", () => {
    const page = html(product, 'en');
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Cabernet Reserva</h1>');
    expect(page).toContain('<img src="/api/imagens/produtos/1/2/abc.png" alt="Photo of Cabernet Reserva"');
    expect(page).toContain('Uvas da Serra &lt;Alta&gt;');
    expect(page).toContain('<a href="https://maker.example/manual.pdf" rel="noopener">Open the manual</a>');
    expect(page).toContain('<dt>GTIN</dt><dd>7894100000013</dd>');
    expect(page).toContain('<dt>Manufacturer</dt><dd>Vinícola Serra Alta</dd>');
    expect(page).not.toContain('<script');
  });

  it('offers only web links', () => {
    expect(html(product)).not.toContain('javascript:');
  });

  it("shows a lot's number and dates, and its recall as the tag page words it", () => {
    const page = html({ ...product, lot }, 'pt', '2026-06-01');
    expect(page).toContain('<dt>Lote</dt><dd>L-2026-01</dd>');
    expect(page).toContain('<dt>Fabricação</dt><dd>10/01/2026</dd><dt>Validade</dt><dd>10/01/2027</dd>');
    expect(page).not.toContain('role="alert"');
    const recalled = html({ ...product, lot: { ...lot, statusId: 1, statusDate: '2026-05-02' } }, 'es');
    expect(recalled).toContain(
      'Este lote fue retirado del mercado. No use este producto.<small>Desde 02/05/2026.</small>',
    );
  });

  it('says a lot has expired once its expiry has passed, even while its status says available', () => {
    expect(html({ ...product, lot }, 'en', '2027-01-11')).toContain(
      'This lot has expired. Do not use this product.<small>Since 10/01/2027.</small>',
    );
    expect(html({ ...product, lot }, 'en', '2027-01-10')).not.toContain('role="alert"');
  });

  it("lists the product's recalled lots on the product's own page", () => {
    expect(html({ ...product, recalledLots: ['L1', 'L7'] }, 'en')).toContain(
      'Recalled lots: L1, L7. Do not use products of these lots.',
    );
  });

  it('says the product was not found in every language', () => {
    expect(html(undefined, 'pt')).toContain('Produto não encontrado');
    expect(html(undefined, 'en')).toContain('Product not found');
    expect(html(undefined, 'es')).toContain('Producto no encontrado');
  });
});
