// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryCategoryAdapter, MemoryProductAdapter, type MemoryProductOptions } from '@tagtrail/adapters';
import {
  CategoryPortToken,
  emptyCategoryInput,
  emptyProductInput,
  PreferencesPortToken,
  ProductPortToken,
  SessionPortToken,
  type CategoryOption,
  type Product,
  type ProductPort,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { categoryChoices, ProductFormView } from './ProductFormView';
import { ProductListView } from './ProductListView';

afterEach(cleanup);

const customer = { username: 'carla', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;
const longName =
  'Aurora Gran Reserva Tannat de Vinhas Velhas Colhido à Mão e Amadurecido Dezoito Meses em Barricas de Carvalho Francês';
const product = (fields: Pick<Product, 'id' | 'code' | 'name'> & Partial<Product>): Product => ({
  ...emptyProductInput,
  description: `${fields.name}.`,
  categoryId: 3,
  customerId: 1,
  thumbId: null,
  ...fields,
});
// GTINs as the server answers them, GTIN-14: an EAN-13 and an EAN-8 (Wikipedia's example) padded with zeros.
const merlot = product({
  id: 2,
  code: 'AUR-ME',
  name: 'Aurora Merlot 2022',
  relevance: 7,
  measure: '750 ml',
  gtin: '07898765000020',
});
const tannat = product({
  id: 4,
  code: 'AUR-TAN',
  name: longName,
  categoryId: 1,
  relevance: 10,
  gtin: '00000096385074',
});
const categories: CategoryOption[] = [
  { id: 1, description: 'Vinhos tintos', parentCategoryId: null },
  { id: 3, description: 'Merlot', parentCategoryId: 1 },
  { id: 4, description: 'Espumantes', parentCategoryId: null },
];

/** The customer's categories by id, as the product adapter checks a product's category against them. */
const categoryNames = () => new Map(categories.map((category) => [category.id, category.description]));

/** The customer's products in memory, answering as the server does; Merlot's tags were read 1,280 times. */
const productsOver = (options: MemoryProductOptions = {}) =>
  new MemoryProductAdapter([merlot, tannat], { categories: categoryNames, reads: { 2: 1280 }, ...options });

const categoryPort = new MemoryCategoryAdapter(
  categories.map((category) => ({
    ...emptyCategoryInput,
    ...category,
    parentCategoryId: category.parentCategoryId ?? null,
  })),
);

function renderWith(ui: React.ReactNode, route: string, port: ProductPort) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [ProductPortToken, port],
        [CategoryPortToken, categoryPort],
      ]}
      onLocation={(l) => (location = l)}
    >
      {ui}
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

const dialogButton = async (name: string) =>
  within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name, hidden: true });

async function categorySelect(): Promise<HTMLSelectElement> {
  const select = (await screen.findByLabelText(/^Category/)) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  return select;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillRequired() {
  fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: ' AUR-ROSE ' } });
  type(/^Name/, 'Aurora Rosé');
  type(/^Description/, 'Rosé seco da Serra Gaúcha');
  fireEvent.change(await categorySelect(), { target: { value: '3' } });
}

describe('product list (spec B §2: code, name, category, relevance, grade, reads, edit and images)', () => {
  it('shows each product with its category, relevance and reads, and links to edit it and its images', async () => {
    const port = productsOver();
    const list = vi.spyOn(port, 'list');
    renderWith(<ProductListView />, '/areacliente/produtos?rowsPerPage=100', port);
    const row = (await screen.findByText('Aurora Merlot 2022')).closest('tr')!;
    expect(within(row).getByText('AUR-ME')).toBeTruthy();
    expect(within(row).getByText('Merlot')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
    expect(within(row).getByText('1,280')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Aurora Merlot 2022' }).getAttribute('href')).toBe(
      '/areacliente/produto/2',
    );
    expect(screen.getByRole('link', { name: 'Images of Aurora Merlot 2022' }).getAttribute('href')).toBe(
      '/areacliente/produto/2/imagens',
    );
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ rowsPerPage: 100 }), expect.anything());
  });

  it('cuts a name past 100 characters with an ellipsis, the whole name on hover and for screen readers', async () => {
    renderWith(<ProductListView />, '/areacliente/produtos', productsOver());
    const cut = await screen.findByText((text) => text.endsWith('…') && text.startsWith('Aurora Gran Reserva'));
    expect(cut.textContent).toHaveLength(100);
    expect(cut.getAttribute('aria-hidden')).toBe('true');
    expect(cut.closest('[title]')?.getAttribute('title')).toBe(longName);
    // The whole name is in the row's text for assistive technology.
    expect(screen.getByText(longName)).toBeTruthy();
  });

  // Nothing grades a product yet (products.repository.ts): the server answers no grade.
  it('says when a product has no grade', async () => {
    renderWith(<ProductListView />, '/areacliente/produtos', productsOver());
    const row = (await screen.findByText('AUR-TAN')).closest('tr')!;
    expect(within(row).getByLabelText('No grade')).toBeTruthy();
  });
});

describe('product form (spec B §3, §5, §8)', () => {
  it('names each category with its parent, sorted as read', () => {
    expect(categoryChoices(categories, 'pt').map((c) => c.label)).toEqual([
      'Espumantes',
      'Vinhos tintos',
      'Vinhos tintos › Merlot',
    ]);
  });

  it('requires code, name, description and category, and sends nothing', async () => {
    const port = productsOver();
    renderWith(<ProductFormView />, '/areacliente/produto', port);
    await categorySelect();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The toast and the four fields.
    await waitFor(() => expect(screen.getAllByText('required field').length).toBeGreaterThanOrEqual(4));
    expect((await port.list({ page: 0, rowsPerPage: 10, searchText: '' })).total).toBe(2);
  });

  it('creates a product with relevance 0 and empty optional fields as null, then becomes its page', async () => {
    const port = productsOver();
    const view = renderWith(<ProductFormView />, '/areacliente/produto', port);
    await fillRequired();
    expect(screen.getByText('Save the product first; then you can add its images.')).toBeTruthy();
    type(/^Units per package/, '6');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The next id after the products stored.
    await waitFor(() => expect(view.current()).toBe('/areacliente/produto/5'));
    expect(await port.get(5)).toEqual({
      ...emptyProductInput,
      id: 5,
      code: 'AUR-ROSE',
      name: 'Aurora Rosé',
      description: 'Rosé seco da Serra Gaúcha',
      categoryId: 3,
      unitsPerPackage: 6,
      relevance: 0,
      active: true,
      measure: null,
      manualLink: null,
      shareMessage: null,
      customerId: 1,
      thumbId: null,
    });
  });

  it('refuses a javascript: manual link under its field and sends nothing', async () => {
    const port = productsOver();
    renderWith(<ProductFormView />, '/areacliente/produto', port);
    await fillRequired();
    const manual = within(screen.getByRole('group', { name: 'Manual' }));
    fireEvent.change(manual.getByLabelText(/^Link/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/Enter a full web address/)).length).toBeGreaterThan(0);
    expect((await port.list({ page: 0, rowsPerPage: 10, searchText: '' })).total).toBe(2);
  });

  it('shows a stored product with every field, and links to its images', async () => {
    renderWith(<ProductFormView id={2} />, '/areacliente/produto/2', productsOver());
    expect(((await screen.findByLabelText(/^Code/)) as HTMLInputElement).value).toBe('AUR-ME');
    expect((await categorySelect()).value).toBe('3');
    expect((screen.getByLabelText(/^Measure/) as HTMLInputElement).value).toBe('750 ml');
    expect(screen.getByRole('link', { name: 'Manage images' }).getAttribute('href')).toBe(
      '/areacliente/produto/2/imagens',
    );
  });

  it('shows a stored GTIN in its shortest form, and saves one typed with spaces as its 14 digits (issue 29 §1)', async () => {
    const port = productsOver();
    renderWith(<ProductFormView id={4} />, '/areacliente/produto/4', port);
    const gtin = (await screen.findByLabelText(/^GTIN/)) as HTMLInputElement;
    await waitFor(() => expect(gtin.value).toBe('96385074'));
    expect(screen.getByText('The number under the barcode: 8, 12, 13 or 14 digits.')).toBeTruthy();
    fireEvent.change(gtin, { target: { value: ' 0 9506000 13435 2' } });
    fireEvent.blur(gtin);
    expect(gtin.value).toBe('9506000134352');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await port.get(4)).gtin).toBe('09506000134352'));
  });

  it('says under the GTIN field when its last digit is not its check digit, and sends nothing', async () => {
    const port = productsOver();
    const update = vi.spyOn(port, 'update');
    renderWith(<ProductFormView id={2} />, '/areacliente/produto/2', port);
    const gtin = (await screen.findByLabelText(/^GTIN/)) as HTMLInputElement;
    await waitFor(() => expect(gtin.value).toBe('7898765000020'));
    fireEvent.change(gtin, { target: { value: '7898765000021' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = within(gtin.closest<HTMLElement>('.fui-Field')!);
    expect(await field.findByText(/^The last digit does not match the ones before it/)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('says under the GTIN field when another product of the customer carries it', async () => {
    const port = productsOver();
    renderWith(<ProductFormView id={2} />, '/areacliente/produto/2', port);
    const gtin = (await screen.findByLabelText(/^GTIN/)) as HTMLInputElement;
    await waitFor(() => expect(gtin.value).toBe('7898765000020'));
    fireEvent.change(gtin, { target: { value: '96385074' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to save the data.')).toBeTruthy();
    expect(await screen.findByText('Another of your products already has this GTIN.')).toBeTruthy();
    expect((await port.get(2)).gtin).toBe('07898765000020');
  });

  it("says 'save message error' when the save fails, with a refused field said under it", async () => {
    const known = categoryNames();
    renderWith(<ProductFormView id={2} />, '/areacliente/produto/2', productsOver({ categories: () => known }));
    const select = await categorySelect();
    // The category is removed after the form offered it.
    known.delete(4);
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to save the data.')).toBeTruthy();
    expect(await screen.findByText('The category chosen no longer exists. Choose another one.')).toBeTruthy();
  });

  it("shows the server's message for a delete refused with error 1 (lots name it) and stays on the product", async () => {
    const port = productsOver({ inUseIds: [2] });
    const view = renderWith(<ProductFormView id={2} />, '/areacliente/produto/2', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(await screen.findByText('This product is used by lots or promotions and cannot be removed.')).toBeTruthy();
    expect(view.current()).toBe('/areacliente/produto/2');
    await expect(port.get(2)).resolves.toMatchObject({ id: 2 });
  });

  it('asks before deleting, then goes to the list', async () => {
    const port = productsOver();
    const view = renderWith(<ProductFormView id={2} />, '/areacliente/produto/2', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Remove the product Aurora Merlot 2022? This cannot be undone.')).toBeTruthy();
    fireEvent.click(await dialogButton('Delete'));
    await waitFor(() => expect(view.current()).toBe('/areacliente/produtos'));
    await expect(port.get(2)).rejects.toMatchObject({ status: 404 });
  });

  it('offers Retry when the product cannot be loaded', async () => {
    renderWith(<ProductFormView id={2} />, '/areacliente/produto/2', productsOver({ failOn: ['get'] }));
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});
