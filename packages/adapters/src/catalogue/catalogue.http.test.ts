import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PARENT_CYCLE,
  emptyCategoryInput,
  emptyProductInput,
  emptyProductLineInput,
  PortError,
  PRODUCT_LINE_CODE_EXISTS,
  PRODUCT_LINE_IN_USE,
} from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { CategoryHttpAdapter } from './category.http';
import { ProductHttpAdapter } from './product.http';
import { ProductLineHttpAdapter } from './product-line.http';

const refusal = (error: number | string, message: string, field?: string) => ({
  status: 400,
  error,
  message,
  details: field === undefined ? undefined : [{ field, key: message }],
});

describe('categories over HTTP (spec B §7: categoria)', () => {
  it('sends the product lines as comma-separated codes and the segments with descricao', async () => {
    const { api, requests } = apiAnswering(() => 12, 201);
    const input = {
      ...emptyCategoryInput,
      description: 'Rosés',
      usage: ['TINTOS', 'BRANCOS'],
      segments: [{ description: 'Reserva' }],
    };
    await expect(new CategoryHttpAdapter(api).create(input)).resolves.toBe(12);
    expect(requests[0]?.url.pathname).toBe('/api/categoria');
    expect(requests[0]?.body).toMatchObject({
      descricao: 'Rosés',
      uso: 'TINTOS,BRANCOS',
      segmentos: [{ descricao: 'Reserva' }],
    });
  });

  it("names a 400's refused field in the domain's words (idCategoriaPai → parentCategoryId)", async () => {
    const { api } = apiAnswering(() => refusal('VALIDATION', CATEGORY_PARENT_CYCLE, 'idCategoriaPai'), 400);
    const error = await new CategoryHttpAdapter(api)
      .update(1, { ...emptyCategoryInput, description: 'Tintos', parentCategoryId: 3 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).messageKey).toBe(CATEGORY_PARENT_CYCLE);
    expect((error as PortError).details).toEqual([{ field: 'parentCategoryId', key: CATEGORY_PARENT_CYCLE }]);
  });
});

describe('product lines over HTTP (spec B §7: linhaproduto)', () => {
  it("names a 400's refused code in the domain's words (codigo → code)", async () => {
    const { api } = apiAnswering(() => refusal('VALIDATION', PRODUCT_LINE_CODE_EXISTS, 'codigo'), 400);
    const error = await new ProductLineHttpAdapter(api)
      .create({ ...emptyProductLineInput, code: 'TINTOS', description: 'Outra' })
      .catch((e: unknown) => e);
    expect((error as PortError).details).toEqual([{ field: 'code', key: PRODUCT_LINE_CODE_EXISTS }]);
  });

  it('hands on a delete refused with error 547 and its message key', async () => {
    const { api } = apiAnswering(() => ({ status: 409, error: 547, message: PRODUCT_LINE_IN_USE }), 409);
    const error = await new ProductLineHttpAdapter(api).remove(1).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 547, messageKey: PRODUCT_LINE_IN_USE });
  });
});

describe('products over HTTP (spec B §7: produto)', () => {
  it.each([
    ['urlManualLink', 'manualLink'],
    ['urlManualImagem', 'manualImageUrl'],
    ['urlVideoLink', 'videoLink'],
    ['urlVideoImagem', 'videoImageUrl'],
    ['urlCompartilhamento', 'shareUrl'],
    ['mensagemCompartilhamento', 'shareMessage'],
    ['categoriaId', 'categoryId'],
    ['gtin', 'gtin'],
  ])("names a 400's refused %s in the domain's words (%s), so it lands on its input", async (wire, domain) => {
    const { api } = apiAnswering(() => refusal('VALIDATION', 'INVALID_WEB_ADDRESS', wire), 400);
    const error = await new ProductHttpAdapter(api)
      .create({ ...emptyProductInput, code: 'A', name: 'B', description: 'C', categoryId: 1 })
      .catch((e: unknown) => e);
    expect((error as PortError).details).toEqual([{ field: domain, key: 'INVALID_WEB_ADDRESS' }]);
  });

  it('sends empty optional fields as null (spec B §5)', async () => {
    const { api, requests } = apiAnswering(() => 3, 201);
    await new ProductHttpAdapter(api).create({
      ...emptyProductInput,
      code: 'A',
      name: 'B',
      description: 'C',
      categoryId: 1,
    });
    expect(requests[0]?.url.pathname).toBe('/api/produto');
    expect(requests[0]?.body).toMatchObject({
      urlManualLink: null,
      mensagemCompartilhamento: null,
      medida: null,
      relevancia: 0,
      gtin: null,
    });
  });
});
