import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoDevices } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { DeviceFormView } from './DeviceFormView';

const customer = { user: storyUsers.customer };
const phone = demoDevices[0]!;
const blocked = demoDevices[4]!;
const editRoute = (id: number) => `/areacliente/dispositivo/${id}`;

const meta = {
  title: 'Customer/Devices/Form',
  component: DeviceFormView,
  args: { id: phone.id },
  parameters: { layout: 'padded', app: { ...customer, route: editRoute(phone.id) } },
} satisfies Meta<typeof DeviceFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: /^(Save|Salvar|Guardar)$/ }));

/** A stored device: name and id read-only, the owner and the switch editable. */
export const Edit: Story = {};

/** A blocked device: the badge in the title, the switch off. */
export const Blocked: Story = {
  args: { id: blocked.id },
  parameters: { app: { ...customer, route: editRoute(blocked.id) } },
};

/** Block the device and save: the title's badge follows once it is stored. */
export const BlockAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch'));
    await save(canvas);
    await expect(await canvas.findByRole('heading', { name: /Blocked|Bloqueado/ })).toBeInTheDocument();
  },
};

/** A device registered by hand: its name and id are given once. */
export const New: Story = {
  args: { id: undefined },
  parameters: { app: { ...customer, route: '/areacliente/dispositivo' } },
};

/** Save a new device with nothing filled: 'required field' under name and id. */
export const RequiredFields: Story = {
  args: { id: undefined },
  parameters: { app: { ...customer, route: '/areacliente/dispositivo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas);
    await expect(await canvas.findAllByText(/required field|campo obrigatório|campo obligatorio/i)).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { app: { ...customer, route: editRoute(phone.id), devices: { options: { never: true } } } },
};

export const LoadError: Story = {
  parameters: { app: { ...customer, route: editRoute(phone.id), devices: { options: { failOn: ['get'] } } } },
};

/** The server fails the save: 'save message error', what was typed stays. */
export const SaveFailed: Story = {
  parameters: { app: { ...customer, route: editRoute(phone.id), devices: { options: { failOn: ['update'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^(Owner|Proprietário|Propietario)/), ' Jr.');
    await save(canvas);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        /Fail to save the data|Falha ao salvar|No se pudieron guardar/,
      ),
    ).toBeTruthy();
  },
};
