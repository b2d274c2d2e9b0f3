import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoSuspicionAlerts } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { SuspicionAlertListView } from './SuspicionAlertListView';

const route = '/areacliente/alertas';
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Alerts/List',
  component: SuspicionAlertListView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof SuspicionAlertListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A wine and olive-oil producer's open alerts, the rule last broken most recently first: every rule, read in Brazil,
 * Portugal, Argentina and the United States, one without a place and one of a tag in no lot yet.
 */
export const Open: Story = {};

/** Every alert, the acknowledged ones with the date they were acknowledged and no button. */
export const All: Story = {
  parameters: { app: { ...customer, route: `${route}?situation=all` } },
};

/** Only the acknowledged alerts. */
export const Acknowledged: Story = {
  parameters: { app: { ...customer, route: `${route}?situation=acknowledged` } },
};

/** The most readings first: a click on the Readings header, twice. */
export const SortedByReadings: Story = {
  parameters: { app: { ...customer, route: `${route}?situation=all&sort=readingCount&direction=desc` } },
};

/** Acknowledging the newest alert: it leaves the open ones, and a notification says so. */
export const Acknowledging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^(Acknowledge|Reconhecer|Reconocer) / });
    if (first === undefined) throw new Error('no open alert');
    await userEvent.click(first);
  },
};

/** The server fails the acknowledgement: the alert stays open and the user is told. */
export const AcknowledgeFails: Story = {
  parameters: { app: { ...customer, route, suspicionAlerts: { options: { failOn: ['acknowledge'] } } } },
  play: Acknowledging.play,
};

/** The first page is still on its way: skeleton rows. */
export const Loading: Story = {
  parameters: { app: { ...customer, route, suspicionAlerts: { options: { never: true } } } },
};

/** Nothing suspicious yet: what is watched, and a link to the rules' settings. */
export const Empty: Story = {
  parameters: { app: { ...customer, route, suspicionAlerts: { seed: [] } } },
};

/** Every alert acknowledged: no open alert left. */
export const NoneOpen: Story = {
  parameters: {
    app: {
      ...customer,
      route,
      suspicionAlerts: {
        seed: demoSuspicionAlerts.map((alert) => ({ ...alert, acknowledgedAt: '2026-02-27T18:00:00.000Z' })),
      },
    },
  },
};

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { ...customer, route, suspicionAlerts: { options: { failOn: ['list'] } } } },
};
