import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { MemoryApiKeyOptions } from '@tagtrail/adapters';
import { MAX_ACTIVE_API_KEYS, type ApiKey } from '@tagtrail/domain';
import { storyUsers } from '../story-fixtures';
import { apiKeyPaths } from './api-key.paths';
import { ApiKeysView } from './ApiKeysView';

const customer = { user: storyUsers.customer };
const withKeys = (seed?: readonly ApiKey[], options?: MemoryApiKeyOptions) => ({
  app: { ...customer, route: apiKeyPaths.list, apiKeys: { ...(seed && { seed }), ...(options && { options }) } },
});

const atLimit: readonly ApiKey[] = Array.from({ length: MAX_ACTIVE_API_KEYS }, (_unused, index) => ({
  id: index + 1,
  name: `Integração ${index + 1}`,
  hint: `k${String(index).padStart(3, '0')}`,
  createdAt: '2026-05-01T09:30:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
}));

/** Customer › API keys (issue 29 §5): the keys a customer's systems read its readings with as EPCIS 2.0 events. */
const meta = {
  title: 'Customer/API keys',
  component: ApiKeysView,
  parameters: { layout: 'padded', ...withKeys() },
} satisfies Meta<typeof ApiKeysView>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: /^(Name|Nome|Nombre)/ });
const createButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /Create key|Criar chave|Crear clave/ });

/** The demo winery's keys: its ERP's, in use; a warehouse's, never used; an old integration's, revoked. */
export const WithKeys: Story = {};

/** No key yet: where the events are read from, and the name of a first key. */
export const Empty: Story = { parameters: withKeys([]) };

/** The keys are on their way. */
export const Loading: Story = { parameters: withKeys(undefined, { never: true }) };

/** The keys could not be loaded: it says so, with Retry. */
export const LoadError: Story = { parameters: withKeys(undefined, { failOn: ['keys'] }) };

/** Twenty keys in use, the most allowed: Create is off, and the hint under the name says why. */
export const AtTheLimit: Story = { parameters: withKeys(atLimit) };

/** A key just made: shown this once, with Copy and the warning. */
export const KeyShown: Story = {
  parameters: withKeys([]),
  play: async ({ canvasElement }) => {
    await userEvent.type(await nameField(canvasElement), 'ERP (SAP)');
    await userEvent.click(await createButton(canvasElement));
    // The key's dialog loads with the first key made: the story is told once it shows.
    await within(document.body).findByRole('alertdialog');
  },
};

/** A name left blank: refused before it is sent. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await createButton(canvasElement));
  },
};

/** Revoke asks first: the key's name, and that its systems will be refused. */
export const RevokeAsked: Story = {
  play: async ({ canvasElement }) => {
    const [revoke] = await within(canvasElement).findAllByRole('button', {
      name: /^(Revoke key|Revogar a chave|Revocar la clave)/,
    });
    if (revoke === undefined) throw new Error('no key to revoke');
    await userEvent.click(revoke);
    await within(document.body).findByRole('alertdialog');
  },
};
