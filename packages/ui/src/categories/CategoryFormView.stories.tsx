import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoCategories } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { CategoryFormView } from './CategoryFormView';

const customer = { user: storyUsers.customer };
/** Vinhos tintos: segments, a product line, subcategories (so its delete is refused with 547). */
const parent = demoCategories[0]!;
/** Merlot: under Vinhos tintos, used in two product lines. */
const child = demoCategories.find((category) => category.parentCategoryId === parent.id && category.usage.length > 1)!;
const editRoute = (id: number) => `/areacliente/categoria/${id}`;

const meta = {
  title: 'Customer/Categories/Form',
  component: CategoryFormView,
  parameters: { layout: 'padded', app: { ...customer, route: '/areacliente/categoria' } },
} satisfies Meta<typeof CategoryFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: /^(Save|Salvar|Guardar)$/ }));

/** A new category: at the top level, active, in no product line, no segments. */
export const New: Story = {};

/** A stored category with its segments, product line and video link. */
export const EditFilled: Story = {
  args: { id: parent.id },
  parameters: { app: { ...customer, route: editRoute(parent.id) } },
};

/** A subcategory used in two product lines: the lines by their descriptions, the parent chosen. */
export const EditSubcategory: Story = {
  args: { id: child.id },
  parameters: { app: { ...customer, route: editRoute(child.id) } },
};

export const Loading: Story = {
  args: { id: parent.id },
  parameters: { app: { ...customer, route: editRoute(parent.id), categories: { options: { never: true } } } },
};

export const LoadError: Story = {
  args: { id: parent.id },
  parameters: { app: { ...customer, route: editRoute(parent.id), categories: { options: { failOn: ['get'] } } } },
};

/** The product lines to choose from could not be loaded: said above the form, with Retry; the record still shows. */
export const ChoicesError: Story = {
  args: { id: parent.id },
  parameters: {
    app: { ...customer, route: editRoute(parent.id), productLines: { options: { failOn: ['filterOptions'] } } },
  },
};

/** The customer has no product line yet: the choice says where to make one. */
export const NoProductLines: Story = {
  parameters: { app: { ...customer, route: '/areacliente/categoria', productLines: { seed: [] } } },
};

/** Save with nothing filled: 'required field' under the description. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas);
    await expect(await canvas.findAllByText(/required field|campo obrigatório|campo obligatorio/i)).not.toHaveLength(0);
  },
};

/** Two segments being written. */
export const Segments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: /Add segment|Adicionar segmento|Añadir segmento/ });
    await userEvent.click(add);
    await userEvent.type(canvas.getByRole('textbox', { name: /(Segment|Segmento) 1/ }), 'Reserva');
    await userEvent.click(add);
    await expect(canvas.getByRole('textbox', { name: /(Segment|Segmento) 2/ })).toHaveValue('');
  },
};

/** The server is slow to answer the save: Save shows a spinner and every field waits. */
export const Saving: Story = {
  parameters: { app: { ...customer, route: '/areacliente/categoria', categories: { options: { never: true } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^(Description|Descrição|Descripción)/), 'Rosés');
    await save(canvas);
    await expect(await canvas.findByLabelText(/^(Description|Descrição|Descripción)/)).toBeDisabled();
  },
};

/** A product line removed since the category was stored: the server's 400 errorCode, translated. */
export const UnknownProductLine: Story = {
  args: { id: 70 },
  parameters: {
    app: {
      ...customer,
      route: editRoute(70),
      categories: { seed: [...demoCategories, { ...parent, id: 70, description: 'Rosés', usage: ['ROSES'] }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Rosés');
    await save(canvas);
    await expect(
      await canvas.findByText(/lines chosen no longer exists|linhas de produto escolhidas|líneas de producto elegidas/),
    ).toBeVisible();
  },
};

/** The server fails the save (500): 'save message error', and what was typed stays. */
export const SaveError: Story = {
  args: { id: child.id },
  parameters: { app: { ...customer, route: editRoute(child.id), categories: { options: { failOn: ['update'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByLabelText(/^(Description|Descrição|Descripción)/);
    await userEvent.type(description, ' (nova)');
    await save(canvas);
    await expect(description).toHaveValue(`${child.description} (nova)`);
  },
};

/** Delete of a category with subcategories: refused with error 547 and the server's CATEGORY_IN_USE, translated. */
export const DeleteInUse: Story = {
  args: { id: parent.id },
  parameters: { app: { ...customer, route: editRoute(parent.id) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Delete|Excluir|Eliminar/ }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Delete|Excluir|Eliminar/ }));
  },
};
