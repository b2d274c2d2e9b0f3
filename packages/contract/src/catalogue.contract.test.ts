import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_RULE_ERROR,
  CATALOGUE_IN_USE_ERROR,
  type Category,
  type Product,
  type ProductLine,
} from '@tagtrail/domain';
import {
  CategoriaListaSchema,
  CategoriaOpcaoSchema,
  CategoriaSchema,
  categoryContract,
  categoryFromWire,
  categoryOptionFromWire,
  categoryOptionToWire,
  categoryRowFromWire,
  categoryRowToWire,
  categoryToWire,
  LinhaProdutoListaSchema,
  LinhaProdutoOpcaoSchema,
  LinhaProdutoSchema,
  PRODUCT_IMAGE_FILE_FIELD,
  productContract,
  productFromWire,
  productImageContract,
  productImageFromWire,
  productImageWire,
  productLineContract,
  productLineFromWire,
  productLineOptionFromWire,
  productLineOptionToWire,
  productLineRowFromWire,
  productLineRowToWire,
  productLineToWire,
  productOptionFromWire,
  productOptionToWire,
  productRowFromWire,
  productRowToWire,
  productToWire,
  ProdutoImagemSchema,
  ProdutoListaSchema,
  ProdutoOpcaoSchema,
  ProdutoSchema,
} from './catalogue.contract';
import { ErrorCodes } from './errors.wire';
import { survivesTheWire } from './wire.test-helpers';

const id = fc.integer({ min: 1, max: 1_000_000 });
const text = fc.string({ maxLength: 40 });
const optText = fc.option(text, { nil: null });
const optId = fc.option(id, { nil: null });
const relevance = fc.integer({ min: -50, max: 1000 });
const links = {
  manualImageUrl: optText,
  manualLink: optText,
  videoImageUrl: optText,
  videoLink: optText,
  shareUrl: optText,
  shareMessage: optText,
};

const product: fc.Arbitrary<Product> = fc.record({
  id,
  code: text,
  name: text,
  description: text,
  categoryId: optId,
  measure: optText,
  unitsPerPackage: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  active: fc.boolean(),
  partnerLotLinked: fc.boolean(),
  ...links,
  relevance,
  gtin: optText,
  customerId: optId,
  thumbId: optId,
});

/** Codes as a category's usage can hold them: trimmed, not empty, no comma. */
const lineCode = fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/);

const category: fc.Arbitrary<Category> = fc.record({
  id,
  description: text,
  parentCategoryId: optId,
  active: fc.boolean(),
  imageUrl: optText,
  ...links,
  relevance,
  usage: fc.array(lineCode, { maxLength: 5 }),
  segments: fc.array(fc.record({ description: text }), { maxLength: 3 }),
});

const productLine: fc.Arbitrary<ProductLine> = fc.record({
  id,
  code: text,
  description: text,
  imageUrl: optText,
  thumbnailUrl: optText,
  link: optText,
  colour: optText,
  relevance,
});

describe('catalogue endpoints (spec B §7)', () => {
  it('products: GET produto/pagination, GET/PUT/DELETE produto/{id}, POST produto, for customers', () => {
    expect([productContract.list.method, productContract.list.path]).toEqual(['GET', 'produto/pagination']);
    expect([productContract.get.method, productContract.get.path]).toEqual(['GET', 'produto/{id}']);
    expect([productContract.create.method, productContract.create.path]).toEqual(['POST', 'produto']);
    expect([productContract.update.method, productContract.update.path]).toEqual(['PUT', 'produto/{id}']);
    expect([productContract.remove.method, productContract.remove.path]).toEqual(['DELETE', 'produto/{id}']);
    expect([productContract.options.method, productContract.options.path]).toEqual([
      'GET',
      'areacliente/produtos/options',
    ]);
    for (const e of Object.values(productContract)) expect(e.roles).toEqual(['customer']);
  });

  it('images: GET and POST produto/{id}/imagens (multipart, repeated field file), PUT and DELETE one image', () => {
    expect([productImageContract.list.method, productImageContract.list.path]).toEqual(['GET', 'produto/{id}/imagens']);
    expect([productImageContract.upload.method, productImageContract.upload.path]).toEqual([
      'POST',
      'produto/{id}/imagens',
    ]);
    expect(productImageContract.upload.bodyType).toBe('multipart');
    expect(PRODUCT_IMAGE_FILE_FIELD).toBe('file');
    expect([productImageContract.setMain.method, productImageContract.setMain.path]).toEqual([
      'PUT',
      'produto/{id}/imagens/{imageId}',
    ]);
    expect([productImageContract.remove.method, productImageContract.remove.path]).toEqual([
      'DELETE',
      'produto/{id}/imagens/{imageId}',
    ]);
    for (const e of Object.values(productImageContract)) expect(e.roles).toEqual(['customer']);
  });

  it('categories: GET categoria, GET categoria/pagination/, GET/PUT/DELETE categoria/{id}, POST categoria', () => {
    expect(Object.values(categoryContract).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET categoria',
      'GET categoria/pagination/',
      'GET categoria/{id}',
      'POST categoria',
      'PUT categoria/{id}',
      'DELETE categoria/{id}',
    ]);
    for (const e of Object.values(categoryContract)) expect(e.roles).toEqual(['customer']);
  });

  it('product lines: GET linhaproduto/opcoesfiltro, GET linhaproduto/pagination/, GET/PUT/DELETE, POST', () => {
    expect(Object.values(productLineContract).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET linhaproduto/opcoesfiltro',
      'GET linhaproduto/pagination/',
      'GET linhaproduto/{id}',
      'POST linhaproduto',
      'PUT linhaproduto/{id}',
      'DELETE linhaproduto/{id}',
    ]);
    for (const e of Object.values(productLineContract)) expect(e.roles).toEqual(['customer']);
  });

  it('in use: error 547 for category and product line, error 1 for product, as the domain reads them', () => {
    expect(ErrorCodes.inUse).toBe(547);
    expect(CATALOGUE_IN_USE_ERROR).toBe(ErrorCodes.inUse);
    expect(BUSINESS_RULE_ERROR).toBe(ErrorCodes.businessRule);
    expect(categoryContract.remove.summary).toContain('547');
    expect(productLineContract.remove.summary).toContain('547');
    expect(productContract.remove.summary).toContain('error 1');
  });
});

describe('catalogue wire names (spec B §3)', () => {
  it('reads a product as the server writes it', () => {
    const wire = {
      id: 3,
      codigo: 'P-1',
      nome: 'Vinho',
      descricao: 'Tinto',
      categoriaId: 2,
      medida: '750 ml',
      unidadesEmbalagem: 6,
      ClienteId: 9,
      ativo: true,
      loteParceiroVinculado: false,
      urlManualImagem: null,
      urlManualLink: 'https://m',
      urlVideoImagem: null,
      urlVideoLink: null,
      urlCompartilhamento: null,
      mensagemCompartilhamento: 'Olha',
      relevancia: 4,
      gtin: '07891234567895',
      thumbId: 11,
    };
    expect(productFromWire(v.parse(ProdutoSchema, wire))).toMatchObject({
      code: 'P-1',
      name: 'Vinho',
      categoryId: 2,
      unitsPerPackage: 6,
      customerId: 9,
      manualLink: 'https://m',
      shareMessage: 'Olha',
      relevance: 4,
      gtin: '07891234567895',
      thumbId: 11,
    });
  });

  it('a product without relevancia reads relevance 0, and one without gtin no GTIN (issue 29 §1)', () => {
    const wire = { id: 1, codigo: 'a', nome: 'b', descricao: 'c', categoriaId: 1 };
    expect(productFromWire(v.parse(ProdutoSchema, wire))).toMatchObject({ relevance: 0, gtin: null });
  });

  it('reads a product-list row: categoriaDescricao, nota, leituras', () => {
    const row = { id: 1, codigo: 'a', nome: 'b', categoriaDescricao: 'Vinhos', relevancia: 0, nota: 4.5, leituras: 12 };
    expect(productRowFromWire(v.parse(ProdutoListaSchema, row))).toEqual({
      id: 1,
      code: 'a',
      name: 'b',
      categoryDescription: 'Vinhos',
      relevance: 0,
      grade: 4.5,
      reads: 12,
    });
  });

  it('stores usage as comma-separated product-line codes', () => {
    const row = { id: 1, descricao: 'x', relevancia: 0 };
    expect(categoryRowToWire({ id: 1, description: 'x', usage: ['RED', 'WHITE'], relevance: 0 }).uso).toBe('RED,WHITE');
    expect(categoryRowFromWire({ ...row, uso: 'RED, WHITE,,' }).usage).toEqual(['RED', 'WHITE']);
    expect(categoryRowFromWire({ ...row, uso: null }).usage).toEqual([]);
    expect(categoryRowFromWire({ ...row, uso: '' }).usage).toEqual([]);
    const wire = categoryToWire({
      ...categoryFromWire(v.parse(CategoriaSchema, { id: 1, descricao: 'x', uso: 'A,B' })),
    });
    expect(wire.uso).toBe('A,B');
    expect(wire.segmentos).toEqual([]);
  });

  it('writes a category segment with its descricao', () => {
    const wire = v.parse(CategoriaSchema, { id: 1, descricao: 'x', segmentos: [{ descricao: 'Premium' }] });
    expect(categoryFromWire(wire).segments).toEqual([{ description: 'Premium' }]);
  });

  it('writes a product line with codigo, descricao, urlImagem, urlImagemMiniatura, urlLink, cor, relevancia', () => {
    const wire = productLineToWire({
      id: 2,
      code: 'RED',
      description: 'Reds',
      imageUrl: 'i',
      thumbnailUrl: 't',
      link: 'l',
      colour: '#aa0000',
      relevance: 1,
    });
    expect(wire).toEqual({
      id: 2,
      codigo: 'RED',
      descricao: 'Reds',
      urlImagem: 'i',
      urlImagemMiniatura: 't',
      urlLink: 'l',
      cor: '#aa0000',
      relevancia: 1,
    });
  });
});

describe('catalogue codecs round trip (wire ↔ domain)', () => {
  it('property: a product survives the wire unchanged', () => {
    survivesTheWire(product, ProdutoSchema, productToWire, productFromWire);
  });

  it('property: a product row and option survive the wire unchanged', () => {
    const row = fc.record({
      id,
      code: text,
      name: text,
      categoryDescription: optText,
      relevance,
      grade: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      reads: fc.nat(),
    });
    survivesTheWire(row, ProdutoListaSchema, productRowToWire, productRowFromWire);
    const option = fc.record({ id, code: text, name: text });
    survivesTheWire(option, ProdutoOpcaoSchema, productOptionToWire, productOptionFromWire);
  });

  it('property: a product image survives the wire unchanged', () => {
    const image = fc.record({ id, name: text, uri: text });
    survivesTheWire(image, ProdutoImagemSchema, productImageWire.toWire, productImageFromWire);
  });

  it('property: a category, its row and option survive the wire unchanged', () => {
    survivesTheWire(category, CategoriaSchema, categoryToWire, categoryFromWire);
    const row = fc.record({ id, description: text, usage: fc.array(lineCode, { maxLength: 4 }), relevance });
    survivesTheWire(row, CategoriaListaSchema, categoryRowToWire, categoryRowFromWire);
    const option = fc.record({ id, description: text, parentCategoryId: fc.option(id, { nil: null }) });
    survivesTheWire(option, CategoriaOpcaoSchema, categoryOptionToWire, categoryOptionFromWire);
  });

  it('property: a product line, its row and filter option survive the wire unchanged', () => {
    survivesTheWire(productLine, LinhaProdutoSchema, productLineToWire, productLineFromWire);
    const row = fc.record({ id, code: text, description: text, relevance, colour: fc.option(text, { nil: null }) });
    survivesTheWire(row, LinhaProdutoListaSchema, productLineRowToWire, productLineRowFromWire);
    const option = fc.record({ code: text, description: text });
    survivesTheWire(option, LinhaProdutoOpcaoSchema, productLineOptionToWire, productLineOptionFromWire);
  });
});
