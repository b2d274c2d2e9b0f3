import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoPartnerCustomerLots, demoPartnerLots } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { PartnerLotFormView } from './PartnerLotFormView';

const user = storyUsers.partner;
const free = demoPartnerLots.find((lot) => lot.customerId === null)!;
const given = demoPartnerLots.find(
  (lot) => lot.customerId !== null && lot.productId === null && lot.availableTags > 0,
)!;
const withProduct = demoPartnerLots.find((lot) => lot.productId !== null)!;
const withCustomerLots = demoPartnerLots.find(
  (lot) =>
    lot.customerId !== null &&
    lot.productId === null &&
    lot.availableTags > 0 &&
    (demoPartnerCustomerLots[lot.id]?.length ?? 0) > 0,
)!;
const route = (id: number) => `/areaparceiro/lote/${id}`;

const meta = {
  title: 'Partner/Lots/Form',
  component: PartnerLotFormView,
  args: { id: free.id },
  parameters: { layout: 'padded', app: { route: route(free.id), user } },
} satisfies Meta<typeof PartnerLotFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lot not given to anyone yet: the customer is required. */
export const FreeLot: Story = {};

/** A lot given to a customer, still free: it may go to another. */
export const GivenLot: Story = { args: { id: given.id }, parameters: { app: { route: route(given.id), user } } };

/** Saving without a customer: 'required field' under the choice. */
export const CustomerRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** A lot with a product: its customer cannot change, and the page says why. */
export const Locked: Story = {
  args: { id: withProduct.id },
  parameters: { app: { route: route(withProduct.id), user } },
};

/**
 * A lot a customer has taken tags from, given to another customer: refused, and the page says why under the choice
 * (issue 24 §5: its readings and customer lots stay with the customer it has).
 */
export const KeptByItsCustomer: Story = {
  args: { id: withCustomerLots.id },
  parameters: { app: { route: route(withCustomerLots.id), user } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox'));
    const options = await within(canvasElement.ownerDocument.body).findAllByRole('option');
    const another = options.find((option) => option.getAttribute('aria-selected') !== 'true');
    if (another === undefined) throw new Error('the demo partner has one customer only');
    await userEvent.click(another);
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** The partner has no customers yet. */
export const NoCustomers: Story = {
  parameters: { app: { route: route(free.id), user, customerOptions: { seed: [] } } },
};

export const Loading: Story = {
  parameters: { app: { route: route(free.id), user, partnerLots: { options: { never: true } } } },
};

/** 'loading data error' with Retry and Back (spec A §8). */
export const LoadError: Story = {
  parameters: { app: { route: route(free.id), user, partnerLots: { options: { failOn: ['get'] } } } },
};
