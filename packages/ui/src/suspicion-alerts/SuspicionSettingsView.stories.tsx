import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DEFAULT_SUSPICION_SETTINGS, type SuspicionSettings } from '@tagtrail/domain';
import { storyUsers } from '../story-fixtures';
import { SuspicionSettingsView } from './SuspicionSettingsView';

const route = '/areacliente/alertas/configuracao';
const customer = { user: storyUsers.customer };

/** A producer selling in Brazil and Portugal only by sea freight: slower travel, busier tasting rooms. */
const tuned: SuspicionSettings = {
  offMarket: { enabled: true },
  impossibleTravel: { enabled: true, maxSpeedKmh: 900, minDistanceKm: 150 },
  tooManyReadings: { enabled: true, maxReadings: 60, maxDevices: 12, windowHours: 48 },
  afterExpiry: { enabled: false },
  copy: { enabled: true },
};

const meta = {
  title: 'Customer/Alerts/Settings',
  component: SuspicionSettingsView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof SuspicionSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer who never saved any: every rule on, the default limits; Restore defaults has nothing to do. */
export const Defaults: Story = {};

/** Saved settings: one rule off, limits changed; Restore defaults puts the defaults back in the form. */
export const Tuned: Story = {
  parameters: { app: { ...customer, route, suspicionAlerts: { options: { settings: tuned } } } },
};

/** A speed below its range and a blank window: each limit says its range, the toast the first message. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const speed = await canvas.findByRole('spinbutton', { name: /Maximum speed|Velocidade máxima|Velocidad máxima/ });
    await userEvent.clear(speed);
    await userEvent.type(speed, '50');
    await userEvent.clear(await canvas.findByRole('spinbutton', { name: /Time window|Janela de tempo|Ventana/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** The save fails on the server: 'save message error', nothing typed is lost. */
export const SaveFailed: Story = {
  parameters: {
    app: { ...customer, route, suspicionAlerts: { options: { settings: tuned, failOn: ['saveSettings'] } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [firstSwitch] = await canvas.findAllByRole('switch');
    if (firstSwitch === undefined) throw new Error('no rule switch');
    await userEvent.click(firstSwitch);
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** The settings are still on their way. */
export const Loading: Story = {
  parameters: { app: { ...customer, route, suspicionAlerts: { options: { never: true } } } },
};

/** The settings did not load: Retry, and Back to the alerts. */
export const LoadError: Story = {
  parameters: {
    app: {
      ...customer,
      route,
      suspicionAlerts: { options: { settings: DEFAULT_SUSPICION_SETTINGS, failOn: ['settings'] } },
    },
  },
};
