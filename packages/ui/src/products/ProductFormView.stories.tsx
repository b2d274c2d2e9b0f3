import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoProducts } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { ProductFormView } from './ProductFormView';

const customer = { user: storyUsers.customer };
/** Aurora Reserva Cabernet Sauvignon: its GTIN, measure, units, a video link and a sharing message filled. */
const filled = demoProducts[0]!;
const editRoute = (id: number) => `/areacliente/produto/${id}`;
const newRoute = '/areacliente/produto';

const meta = {
  title: 'Customer/Products/Form',
  component: ProductFormView,
  parameters: { layout: 'padded', app: { ...customer, route: newRoute } },
} satisfies Meta<typeof ProductFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: /^(Save|Salvar|Guardar)$/ }));

/** A new product: active, relevance 0, the images offered once it is saved. */
export const New: Story = {};

/**
 * A stored product with its category, its GTIN (stored as GTIN-14, shown as the EAN-13 under its barcode), measure,
 * units, video link and sharing message, and the link to its images.
 */
export const Filled: Story = {
  args: { id: filled.id },
  parameters: { app: { ...customer, route: editRoute(filled.id) } },
};

/** An inactive accessory with no measure. */
export const Inactive: Story = {
  args: { id: 5 },
  parameters: { app: { ...customer, route: editRoute(5) } },
};

export const Loading: Story = {
  args: { id: filled.id },
  parameters: { app: { ...customer, route: editRoute(filled.id), products: { options: { never: true } } } },
};

export const LoadError: Story = {
  args: { id: filled.id },
  parameters: { app: { ...customer, route: editRoute(filled.id), products: { options: { failOn: ['get'] } } } },
};

/** The categories to choose from could not be loaded: said above the form, with Retry; the record still shows. */
export const CategoriesError: Story = {
  args: { id: filled.id },
  parameters: {
    app: { ...customer, route: editRoute(filled.id), categories: { options: { failOn: ['all'] } } },
  },
};

/** The customer has no category yet: the choice says where to make one. */
export const NoCategories: Story = {
  parameters: { app: { ...customer, route: newRoute, categories: { seed: [] } } },
};

/** Save with nothing filled: 'required field' under code, name, description and category. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas);
    await expect(await canvas.findAllByText(/required field|campo obrigatório|campo obligatorio/i)).not.toHaveLength(0);
  },
};

/** A manual link that is no web address (javascript:…): refused under the field, nothing sent. */
export const InvalidManualLink: Story = {
  args: { id: filled.id },
  parameters: { app: { ...customer, route: editRoute(filled.id) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const manual = within(await canvas.findByRole('group', { name: /Manual/ }));
    await userEvent.type(manual.getByLabelText(/^Link/), 'javascript:alert(1)');
    await save(canvas);
    const refusal = /Enter a full web address|Informe um endereço web completo|Ingrese una dirección web completa/;
    await expect(await manual.findByText(refusal)).toBeVisible();
  },
};

const gtinField = (canvas: ReturnType<typeof within>) => canvas.findByLabelText(/^GTIN/);

/** A GTIN whose last digit is not its check digit (a typo): said under the field, nothing sent. */
export const InvalidGtin: Story = {
  args: { id: filled.id },
  parameters: { app: { ...customer, route: editRoute(filled.id) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gtin = await gtinField(canvas);
    await expect(gtin).toHaveValue('7898765000013');
    await userEvent.clear(gtin);
    await userEvent.type(gtin, '7898765000014');
    await save(canvas);
    const refusal = /The last digit does not match|O último dígito não confere|El último dígito no coincide/;
    // The toast may say it too: the field's message is one of them.
    await expect(await canvas.findAllByText(refusal)).not.toHaveLength(0);
  },
};

/** Another of the customer's products carries the GTIN: the server refuses it (GTIN_TAKEN), said under the field. */
export const GtinTaken: Story = {
  args: { id: filled.id },
  parameters: { app: { ...customer, route: editRoute(filled.id) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gtin = await gtinField(canvas);
    await expect(gtin).toHaveValue('7898765000013');
    await userEvent.clear(gtin);
    // Aurora Merlot 2022's.
    await userEvent.type(gtin, '7898765000020');
    await save(canvas);
    const refusal = /already has this GTIN|já tem este GTIN|ya tiene este GTIN/;
    await expect(await canvas.findByText(refusal)).toBeVisible();
  },
};

/** The server fails the save (500): 'save message error', and what was typed stays. */
export const SaveError: Story = {
  args: { id: filled.id },
  parameters: { app: { ...customer, route: editRoute(filled.id), products: { options: { failOn: ['update'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/^(Name|Nome|Nombre)/);
    await userEvent.type(name, ' (safra nova)');
    await save(canvas);
    await expect(name).toHaveValue(`${filled.name} (safra nova)`);
  },
};

/** The server is slow to answer the save: Save shows a spinner and every field waits. */
export const Saving: Story = {
  parameters: { app: { ...customer, route: newRoute, products: { options: { never: true } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^(Code|Código)/), 'AUR-ROSE');
    await userEvent.type(canvas.getByLabelText(/^(Name|Nome|Nombre)/), 'Aurora Rosé');
    await userEvent.type(canvas.getByLabelText(/^(Description|Descrição|Descripción)/), 'Rosé seco');
    const category = canvas.getByLabelText(/^(Category|Categoria|Categoría)/);
    await expect(category).toBeEnabled();
    await userEvent.selectOptions(category, '2');
    await save(canvas);
    await expect(await canvas.findByLabelText(/^(Name|Nome|Nombre)/)).toBeDisabled();
  },
};

/** Delete of a product lots name: refused with error 1 and the server's PRODUCT_IN_USE, translated. */
export const DeleteInUse: Story = {
  args: { id: filled.id },
  parameters: { app: { ...customer, route: editRoute(filled.id), products: { options: { inUseIds: [filled.id] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Delete|Excluir|Eliminar/ }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Delete|Excluir|Eliminar/ }));
    await expect(await within(document.body).findByText(/used by lots or promotions|usado por lotes/)).toBeVisible();
  },
};
