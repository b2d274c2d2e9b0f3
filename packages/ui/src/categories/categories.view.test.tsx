// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryCategoryAdapter, MemoryProductLineAdapter, type MemoryCategoryOptions } from '@tagtrail/adapters';
import {
  CATEGORY_IN_USE,
  CategoryPortToken,
  emptyMediaLinks,
  emptyProductLineInput,
  PortError,
  PreferencesPortToken,
  ProductLinePortToken,
  SessionPortToken,
  type Category,
  type CategoryPort,
  type ProductLineOption,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { refusing } from '../testing/refusing';
import { CategoryFormView } from './CategoryFormView';
import { CategoryListView } from './CategoryListView';

afterEach(cleanup);

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;
const category = (fields: Pick<Category, 'id' | 'description'> & Partial<Category>): Category => ({
  parentCategoryId: null,
  active: true,
  imageUrl: null,
  ...emptyMediaLinks,
  relevance: 0,
  usage: [],
  segments: [],
  ...fields,
});
const reds = category({ id: 1, description: 'Vinhos tintos', usage: ['TINTOS'], relevance: 10 });
const merlot = category({ id: 3, description: 'Merlot', parentCategoryId: 1, usage: ['TINTOS', 'EDICOES'] });
const sparkling = category({ id: 4, description: 'Espumantes' });
const lines: ProductLineOption[] = [
  { code: 'TINTOS', description: 'Tintos de guarda' },
  { code: 'BRANCOS', description: 'Brancos e rosés' },
  { code: 'EDICOES', description: 'Edições limitadas' },
];

/** The customer's categories in memory, used in the three product lines, answering as the server does. */
function categoriesOver(seed: readonly Category[] = [reds, merlot, sparkling], options: MemoryCategoryOptions = {}) {
  return new MemoryCategoryAdapter(seed, { productLineCodes: () => lines.map((line) => line.code), ...options });
}

const linePort = new MemoryProductLineAdapter(
  lines.map((line, index) => ({ ...emptyProductLineInput, ...line, id: index + 1, relevance: lines.length - index })),
);

function renderWith(ui: React.ReactNode, route: string, port: CategoryPort) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [CategoryPortToken, port],
        [ProductLinePortToken, linePort],
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

/** The parent select once the customer's categories arrived. */
async function parentSelect(): Promise<HTMLSelectElement> {
  const select = (await screen.findByLabelText(/^Parent category/)) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  return select;
}

describe('category list (spec B §2: description, product line, relevance)', () => {
  it('shows each category with its product-line codes and relevance, and an edit link', async () => {
    renderWith(<CategoryListView />, '/areacliente/categorias?rowsPerPage=100', categoriesOver());
    expect(await screen.findByText('Vinhos tintos')).toBeTruthy();
    expect(screen.getByText('TINTOS, EDICOES')).toBeTruthy();
    const row = screen.getByText('Vinhos tintos').closest('tr')!;
    expect(within(row).getByText('10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Merlot' }).getAttribute('href')).toBe('/areacliente/categoria/3');
  });
});

describe('category form (spec B §3, §5, §8)', () => {
  it('creates a category under a parent, used in product lines chosen by description and sent as codes, with segments', async () => {
    const port = categoriesOver();
    const view = renderWith(<CategoryFormView />, '/areacliente/categoria', port);
    fireEvent.change(await screen.findByLabelText(/^Description/), { target: { value: '  Rosés  ' } });
    fireEvent.change(await parentSelect(), { target: { value: '1' } });

    fireEvent.click(screen.getByRole('combobox', { name: /^Product lines/ }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Brancos e rosés (BRANCOS)', hidden: true }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Edições limitadas (EDICOES)', hidden: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Segment 1' }), { target: { value: 'Reserva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // The next id after the three stored.
    await waitFor(() => expect(view.current()).toBe('/areacliente/categoria/5'));
    expect(await port.get(5)).toMatchObject({
      description: 'Rosés',
      parentCategoryId: 1,
      active: true,
      usage: ['BRANCOS', 'EDICOES'],
      // The blank second segment is not sent.
      segments: [{ description: 'Reserva' }],
      relevance: 0,
      shareMessage: null,
    });
  });

  it('offers every other category as parent but not the category itself, and names its product lines', async () => {
    renderWith(<CategoryFormView id={3} />, '/areacliente/categoria/3', categoriesOver());
    const select = await parentSelect();
    expect(select.value).toBe('1');
    // By description, as the server sends them.
    expect([...select.options].map((o) => o.textContent)).toEqual(['None (top level)', 'Espumantes', 'Vinhos tintos']);
    expect(screen.getByRole('combobox', { name: /^Product lines/ }).textContent).toContain(
      'Tintos de guarda, Edições limitadas',
    );
  });

  it('requires the description', async () => {
    const port = categoriesOver();
    renderWith(<CategoryFormView />, '/areacliente/categoria', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('required field')).length).toBeGreaterThan(0);
    expect((await port.list({ page: 0, rowsPerPage: 10, searchText: '' })).total).toBe(3);
  });

  it("leaves the category's own subcategories out of the parent choices", async () => {
    renderWith(<CategoryFormView id={1} />, '/areacliente/categoria/1', categoriesOver());
    const select = await parentSelect();
    expect([...select.options].map((o) => o.textContent)).toEqual(['None (top level)', 'Espumantes']);
  });

  it("shows the server's errorCode, translated, for a 400 (a parent removed meanwhile), under the field too", async () => {
    const port = categoriesOver();
    renderWith(<CategoryFormView id={3} />, '/areacliente/categoria/3', port);
    const select = await parentSelect();
    await port.remove(sparkling.id);
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'The parent category no longer exists.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBe(2));
  });

  it("says 'save message error' for a 500", async () => {
    const port = categoriesOver(undefined, { failOn: ['update'] });
    renderWith(<CategoryFormView id={1} />, '/areacliente/categoria/1', port);
    fireEvent.change(await screen.findByLabelText(/^Description/), { target: { value: 'Tintos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to save the data.')).toBeTruthy();
  });

  it("shows the server's message for a delete refused with error 547 (it has a subcategory) and stays on it", async () => {
    const port = categoriesOver();
    const view = renderWith(<CategoryFormView id={1} />, '/areacliente/categoria/1', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(
      await screen.findByText('This category is used by products or has subcategories and cannot be removed.'),
    ).toBeTruthy();
    expect(view.current()).toBe('/areacliente/categoria/1');
  });

  it("says 'delete message error' for another refusal, and goes to the list after a delete", async () => {
    const port = categoriesOver();
    const refusal = refusing(port, 'remove', new PortError(409, 1, CATEGORY_IN_USE));
    const view = renderWith(<CategoryFormView id={3} />, '/areacliente/categoria/3', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(await screen.findByText('Fail to remove the record.')).toBeTruthy();

    refusal.allow();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    await waitFor(() => expect(view.current()).toBe('/areacliente/categorias'));
    await expect(port.get(3)).rejects.toMatchObject({ status: 404 });
  });
});
