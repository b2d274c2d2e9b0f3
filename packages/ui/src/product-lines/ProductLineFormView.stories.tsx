import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoProductLines } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { ProductLineFormView } from './ProductLineFormView';

const customer = { user: storyUsers.customer };
// TINTOS, which the demo categories use: its delete is refused with 547.
const used = demoProductLines[0]!;
const editRoute = (id: number) => `/areacliente/linhaproduto/${id}`;

const meta = {
  title: 'Customer/Product lines/Form',
  component: ProductLineFormView,
  parameters: { layout: 'padded', app: { ...customer, route: '/areacliente/linhaproduto' } },
} satisfies Meta<typeof ProductLineFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: /^(Save|Salvar|Guardar)$/ }));

/** A new line: no colour yet, relevance 0. */
export const New: Story = {};

/** A stored line with its colour, images and link. */
export const EditFilled: Story = {
  args: { id: used.id },
  parameters: { app: { ...customer, route: editRoute(used.id) } },
};

export const Loading: Story = {
  args: { id: used.id },
  parameters: { app: { ...customer, route: editRoute(used.id), productLines: { options: { never: true } } } },
};

export const LoadError: Story = {
  args: { id: used.id },
  parameters: { app: { ...customer, route: editRoute(used.id), productLines: { options: { failOn: ['get'] } } } },
};

/** Save with nothing filled: 'required field' under code and description. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas);
    await expect(await canvas.findAllByText(/required field|campo obrigatório|campo obligatorio/i)).toHaveLength(2);
  },
};

/** A colour that is no #rrggbb: refused before sending, the reason under the colour. */
export const InvalidColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^(Code|Código)/), 'ROSES');
    await userEvent.type(canvas.getByLabelText(/^(Description|Descrição|Descripción)/), 'Rosés');
    await userEvent.type(canvas.getByRole('textbox', { name: /^(Colour|Cor|Color)/ }), 'vinho');
    await save(canvas);
    await expect(await canvas.findByText(/#rrggbb, (such as|por exemplo|por ejemplo)/)).toBeInTheDocument();
  },
};

/** The server is slow to answer the save: Save shows a spinner and every field waits. */
export const Saving: Story = {
  parameters: { app: { ...customer, route: '/areacliente/linhaproduto', productLines: { options: { never: true } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^(Code|Código)/), 'ROSES');
    await userEvent.type(canvas.getByLabelText(/^(Description|Descrição|Descripción)/), 'Rosés');
    await save(canvas);
    await expect(await canvas.findByLabelText(/^(Description|Descrição|Descripción)/)).toBeDisabled();
  },
};

/** A code another line has (in any letter case): the server's 400 errorCode, translated, and said under the code. */
export const CodeTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^(Code|Código)/), used.code.toLowerCase());
    await userEvent.type(canvas.getByLabelText(/^(Description|Descrição|Descripción)/), 'Outra linha');
    await save(canvas);
    await expect(
      await canvas.findByText(/already has this code|já tem este código|ya tiene este código/),
    ).toBeVisible();
  },
};

/** The server fails the save (500): 'save message error', and what was typed stays. */
export const SaveError: Story = {
  args: { id: used.id },
  parameters: {
    app: { ...customer, route: editRoute(used.id), productLines: { options: { failOn: ['update'] } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByLabelText(/^(Description|Descrição|Descripción)/);
    await userEvent.type(description, ' (nova)');
    await save(canvas);
    await expect(description).toHaveValue(`${used.description} (nova)`);
  },
};

/** Delete of a line categories use: refused with error 547 and the server's PRODUCT_LINE_IN_USE, translated. */
export const DeleteInUse: Story = {
  args: { id: used.id },
  parameters: { app: { ...customer, route: editRoute(used.id) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Delete|Excluir|Eliminar/ }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Delete|Excluir|Eliminar/ }));
  },
};
