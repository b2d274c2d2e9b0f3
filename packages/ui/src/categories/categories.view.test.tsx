// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  CATALOGUE_IN_USE_ERROR,
  CATEGORY_IN_USE,
  PARENT_CATEGORY_NOT_FOUND,
  CategoryPortToken,
  emptyMediaLinks,
  PortError,
  PreferencesPortToken,
  ProductLinePortToken,
  SessionPortToken,
  type Category,
  type CategoryInput,
  type CategoryOption,
  type CategoryPort,
  type CategoryRow,
  type ListQuery,
  type Page,
  type ProductLineOption,
  type ProductLinePort,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
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

class FakeCategoryPort implements CategoryPort {
  readonly created: CategoryInput[] = [];
  readonly updated: [number, CategoryInput][] = [];
  readonly removed: number[] = [];
  failUpdate: unknown;
  failRemove: unknown;
  constructor(public categories: Category[] = [reds, merlot, sparkling]) {}

  async list(query: ListQuery): Promise<Page<CategoryRow>> {
    const rows = this.categories.map(({ id, description, usage, relevance }) => ({
      id,
      description,
      usage,
      relevance,
    }));
    return { records: rows.slice(query.page * query.rowsPerPage), total: rows.length };
  }
  async all(): Promise<CategoryOption[]> {
    return this.categories.map(({ id, description, parentCategoryId }) => ({ id, description, parentCategoryId }));
  }
  async get(id: number): Promise<Category> {
    const found = this.categories.find((c) => c.id === id);
    if (!found) throw new PortError(404, 'NOT_FOUND', 'NOT_FOUND');
    return found;
  }
  async create(input: CategoryInput): Promise<number> {
    this.created.push(input);
    return 50;
  }
  async update(id: number, input: CategoryInput): Promise<number> {
    if (this.failUpdate) throw this.failUpdate;
    this.updated.push([id, input]);
    return id;
  }
  async remove(id: number): Promise<void> {
    if (this.failRemove) throw this.failRemove;
    this.removed.push(id);
  }
}

const linePort = {
  filterOptions: async () => lines,
} as unknown as ProductLinePort;

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
    renderWith(<CategoryListView />, '/areacliente/categorias?rowsPerPage=100', new FakeCategoryPort());
    expect(await screen.findByText('Vinhos tintos')).toBeTruthy();
    expect(screen.getByText('TINTOS, EDICOES')).toBeTruthy();
    const row = screen.getByText('Vinhos tintos').closest('tr')!;
    expect(within(row).getByText('10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Merlot' }).getAttribute('href')).toBe('/areacliente/categoria/3');
  });
});

describe('category form (spec B §3, §5, §8)', () => {
  it('creates a category under a parent, used in product lines chosen by description and sent as codes, with segments', async () => {
    const port = new FakeCategoryPort();
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

    await waitFor(() => expect(port.created).toHaveLength(1));
    expect(port.created[0]).toMatchObject({
      description: 'Rosés',
      parentCategoryId: 1,
      active: true,
      usage: ['BRANCOS', 'EDICOES'],
      // The blank second segment is not sent.
      segments: [{ description: 'Reserva' }],
      relevance: 0,
      shareMessage: null,
    });
    await waitFor(() => expect(view.current()).toBe('/areacliente/categoria/50'));
  });

  it('offers every other category as parent but not the category itself, and names its product lines', async () => {
    renderWith(<CategoryFormView id={3} />, '/areacliente/categoria/3', new FakeCategoryPort());
    const select = await parentSelect();
    expect(select.value).toBe('1');
    expect([...select.options].map((o) => o.textContent)).toEqual(['None (top level)', 'Vinhos tintos', 'Espumantes']);
    expect(screen.getByRole('combobox', { name: /^Product lines/ }).textContent).toContain(
      'Tintos de guarda, Edições limitadas',
    );
  });

  it('requires the description', async () => {
    const port = new FakeCategoryPort();
    renderWith(<CategoryFormView />, '/areacliente/categoria', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('required field')).length).toBeGreaterThan(0);
    expect(port.created).toEqual([]);
  });

  it("leaves the category's own subcategories out of the parent choices", async () => {
    renderWith(<CategoryFormView id={1} />, '/areacliente/categoria/1', new FakeCategoryPort());
    const select = await parentSelect();
    expect([...select.options].map((o) => o.textContent)).toEqual(['None (top level)', 'Espumantes']);
  });

  it("shows the server's errorCode, translated, for a 400 (a parent removed meanwhile), under the field too", async () => {
    const port = new FakeCategoryPort();
    port.failUpdate = new PortError(400, 'VALIDATION', PARENT_CATEGORY_NOT_FOUND, [
      { field: 'parentCategoryId', key: PARENT_CATEGORY_NOT_FOUND },
    ]);
    renderWith(<CategoryFormView id={3} />, '/areacliente/categoria/3', port);
    fireEvent.change(await parentSelect(), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'The parent category no longer exists.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBe(2));
  });

  it("says 'save message error' for a 500", async () => {
    const port = new FakeCategoryPort();
    port.failUpdate = new PortError(500, 'INTERNAL', 'INTERNAL');
    renderWith(<CategoryFormView id={1} />, '/areacliente/categoria/1', port);
    fireEvent.change(await screen.findByLabelText(/^Description/), { target: { value: 'Tintos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to save the data.')).toBeTruthy();
  });

  it("shows the server's message for a delete refused with error 547 and stays on the category", async () => {
    const port = new FakeCategoryPort();
    port.failRemove = new PortError(409, CATALOGUE_IN_USE_ERROR, CATEGORY_IN_USE);
    const view = renderWith(<CategoryFormView id={1} />, '/areacliente/categoria/1', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(
      await screen.findByText('This category is used by products or has subcategories and cannot be removed.'),
    ).toBeTruthy();
    expect(view.current()).toBe('/areacliente/categoria/1');
  });

  it("says 'delete message error' for another refusal, and goes to the list after a delete", async () => {
    const port = new FakeCategoryPort();
    port.failRemove = new PortError(409, 1, CATEGORY_IN_USE);
    const view = renderWith(<CategoryFormView id={3} />, '/areacliente/categoria/3', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(await screen.findByText('Fail to remove the record.')).toBeTruthy();

    port.failRemove = undefined;
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    await waitFor(() => expect(view.current()).toBe('/areacliente/categorias'));
    expect(port.removed).toEqual([3]);
  });
});
