import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent, within } from 'storybook/test';
import { demoAdminLots, demoPartners } from '@tagtrail/adapters';
import { AdminLotFormView } from './AdminLotFormView';

const newRoute = '/admin/lote/';
const stored = demoAdminLots.find(
  (lot) => lot.partnerId !== null && lot.customerId !== null && lot.productId !== null,
)!;
const editRoute = `/admin/lote/${stored.id}`;
const partner = demoPartners[0]!;

const meta = {
  title: 'Admin/Lots/Form',
  component: AdminLotFormView,
  parameters: { layout: 'padded', app: { route: newRoute } },
} satisfies Meta<typeof AdminLotFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function choosePartner(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('combobox', { name: /^(Partner|Parceiro|Socio)/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: partner.name }));
}

async function fillNumber(canvas: Canvas, number: string) {
  await userEvent.type(await canvas.findByLabelText(/^(Order number|Número)/, { selector: 'input' }), number);
}

function chooseFile(canvasElement: HTMLElement, text: string, name: string) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (input) fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

const goodFile = Array.from({ length: 1200 }, (_, i) => `04${(0xa10000 + i).toString(16).toUpperCase()};KEY-${i}`).join(
  '\n',
);
const badFile = [
  '04A1B2C3D4E5F6;KEY-0001',
  '04A1B2C3D4E5F7;KEY-0002',
  ';KEY-0003',
  '04A1B2C3D4E5F9',
  '04A1B2C3D4E5F6;KEY-0005',
  '04A1B2C3D4E5FA;KEY-0006;extra',
  '04A1B2C3D4E5FB;KEY-0007',
].join('\n');

/** A new NFC lot: partner (searched), customer and product cascading, number, quantity, type, tag file. */
export const NewNfc: Story = {};

/** A new QrCode lot: no file; the appless switch appears. */
export const NewQrCodeAppless: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePartner(canvas);
    await fillNumber(canvas, 'QR-2026-0001');
    await userEvent.click(canvas.getByRole('radio', { name: 'QrCode' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Appless' }));
  },
};

/** A stored lot: the order number, type and quantity cannot change; partner, customer and product can. */
export const EditLocked: Story = {
  args: { id: stored.id },
  parameters: { app: { route: editRoute } },
};

export const Loading: Story = {
  args: { id: stored.id },
  parameters: { app: { route: editRoute, adminLots: { options: { never: true } } } },
};

/** The lot could not be read: 'loading data error' with Retry. */
export const LoadError: Story = {
  args: { id: stored.id },
  parameters: { app: { route: editRoute, adminLots: { options: { failOn: ['get'] } } } },
};

/** Saving a new NFC lot: the upload's percentage (aria-valuenow) and Cancel. */
export const Uploading: Story = {
  parameters: { app: { route: newRoute, adminLots: { options: { delayMs: 120_000, uploadSteps: 200 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePartner(canvas);
    await fillNumber(canvas, 'OC-2026-0420');
    chooseFile(canvasElement, goodFile, 'tags-1200.csv');
    await canvas.findByText(/1200/);
    await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** A file with bad lines: each listed ('Line 3: the tag id is missing'), nothing sent, nothing typed lost. */
export const RefusedFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePartner(canvas);
    await fillNumber(canvas, 'OC-2026-0421');
    chooseFile(canvasElement, badFile, 'tags-with-errors.csv');
    await canvas.findByText(/Line 3|Linha 3|Línea 3/);
    await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** A new lot of 1200 NFC tags, ready to save but for its secure part, which is switched on. */
async function secureLotReady(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await choosePartner(canvas);
  await fillNumber(canvas, number);
  chooseFile(canvasElement, goodFile, 'tags-1200.csv');
  await canvas.findByText(/1200/);
  await userEvent.click(canvas.getByRole('switch', { name: /NTAG 424 DNA/ }));
  return canvas;
}

async function typeKeys(canvas: Canvas, metaReadKey: string, masterKey: string) {
  await userEvent.type(canvas.getByLabelText(/meta-read/, { selector: 'input' }), metaReadKey);
  await userEvent.type(
    canvas.getByLabelText(/^(Master key|Chave mestra|Clave maestra)/, { selector: 'input' }),
    masterKey,
  );
}

/**
 * Secure tags (NTAG 424 DNA, issue 27 §3): mode LRP, the meta-read key pasted, a master key one digit short
 * refused on its field as Save is pressed; nothing is sent.
 */
export const NewSecureWithKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await secureLotReady(canvasElement, 'OC-2026-0500');
    await userEvent.click(canvas.getByRole('radio', { name: 'LRP' }));
    await typeKeys(canvas, '5ACE7E50AB65D8B2A1D4E7C0F3B29A61', 'C0FFEE00D15EA5E5BADC0DE5DEADBEE');
    await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** Secure tags with both keys left empty: once saved, the keys the server generated, shown once. */
export const SecureKeysShownOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await secureLotReady(canvasElement, 'OC-2026-0501');
    await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
    await within(document.body).findByRole('alertdialog');
  },
};

/**
 * A secure lot's page: what the encoding station programs (the URL with its e= and c= placeholders, the mode, the
 * offsets), and no key.
 */
export const SecureLotPage: Story = {
  args: { id: stored.id },
  parameters: { app: { route: editRoute, adminLots: { options: { secureLots: { [stored.id]: 'AES' } } } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByDisplayValue(/\?e=0{32}&c=0{16}$/);
  },
};
