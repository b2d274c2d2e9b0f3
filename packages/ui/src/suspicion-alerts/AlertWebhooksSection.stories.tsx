import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { AlertWebhookSeed, MemoryAlertWebhookOptions } from '@tagtrail/adapters';
import { MAX_ALERT_WEBHOOKS } from '@tagtrail/domain';
import { storyUsers } from '../story-fixtures';
import { AlertWebhooksSection } from './AlertWebhooksSection';

const route = '/areacliente/alertas/configuracao';
const customer = { user: storyUsers.customer };
const withWebhooks = (seed?: AlertWebhookSeed, options?: MemoryAlertWebhookOptions) => ({
  app: { ...customer, route, alertWebhooks: { ...(seed && { seed }), ...(options && { options }) } },
});

const none: AlertWebhookSeed = { webhooks: [], deliveries: [] };
const atLimit: AlertWebhookSeed = {
  webhooks: Array.from({ length: MAX_ALERT_WEBHOOKS }, (_unused, index) => ({
    id: index + 1,
    url: `https://hooks.vinicola-aurora.example.com/alertas/${['seguranca', 'erp', 'crm', 'sac', 'logistica'][index]}`,
    createdAt: `2026-02-0${index + 1}T09:30:00.000Z`,
  })),
  deliveries: [],
};

/** The webhooks part of the Alerts settings screen, as it sits under the rules' form (SuspicionSettingsView). */
const meta = {
  title: 'Customer/Alerts/Webhooks',
  component: AlertWebhooksSection,
  parameters: { layout: 'padded', ...withWebhooks() },
} satisfies Meta<typeof AlertWebhooksSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const addressField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: /Webhook address|Endereço do webhook|Dirección del webhook/ });
const addButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /Add webhook|Adicionar webhook|Agregar webhook/ });

/**
 * The demo producer's three webhooks and their log: its security team's, which takes everything; its ERP's, once
 * answering a redirect and now retrying a 500; a distributor's, down for days — 503s and timeouts failed for good.
 */
export const WithWebhooksAndLog: Story = {};

/** No webhook yet and nothing sent: what a webhook receives, the address to add. */
export const Empty: Story = { parameters: withWebhooks(none) };

/** The webhooks and the log are on their way. */
export const Loading: Story = { parameters: withWebhooks(undefined, { never: true }) };

/** Neither the webhooks nor the log could be loaded: each says so, with Retry. */
export const LoadError: Story = { parameters: withWebhooks(undefined, { failOn: ['webhooks', 'deliveries'] }) };

/** Five webhooks, the most allowed: Add is off, and the hint under the address says why. */
export const AtTheLimit: Story = { parameters: withWebhooks(atLimit) };

/** A webhook just added: its secret, shown this once, with Copy and the warning. */
export const SecretShown: Story = {
  parameters: withWebhooks(none),
  play: async ({ canvasElement }) => {
    await userEvent.type(await addressField(canvasElement), 'https://alertas.vinicola-aurora.example.com/tagtrail');
    await userEvent.click(await addButton(canvasElement));
  },
};

/** An address registered already: the server's refusal under the field, the text kept. */
export const AddressTaken: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await addressField(canvasElement), 'https://alertas.vinicola-aurora.example.com/tagtrail');
    await userEvent.click(await addButton(canvasElement));
  },
};

/** Plain http to another machine: refused before it is sent. */
export const NotHttps: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await addressField(canvasElement), 'http://hooks.distribuidora-lusa.example.com/in');
    await userEvent.click(await addButton(canvasElement));
  },
};

/** Remove asks first: the address, and that its pending deliveries will not be sent. */
export const RemoveAsked: Story = {
  play: async ({ canvasElement }) => {
    const [remove] = await within(canvasElement).findAllByRole('button', {
      name: /^(Remove webhook|Remover o webhook|Quitar el webhook)/,
    });
    if (remove === undefined) throw new Error('no webhook to remove');
    await userEvent.click(remove);
    await within(document.body).findByRole('alertdialog');
  },
};

/** On a phone, 360 px wide: addresses wrap, the log keeps its first columns and shows the others under them. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
