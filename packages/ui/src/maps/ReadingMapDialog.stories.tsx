import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUsers } from '../story-fixtures';
import ReadingMapDialog from './ReadingMapDialog';

const meta = {
  title: 'Customer/Maps/Reading map dialog',
  component: ReadingMapDialog,
  args: { open: true, title: 'Map of the reading of 27/02/2026 18:45', onClose: () => undefined, points: [] },
  parameters: { layout: 'fullscreen', app: { route: '/areacliente/tags', user: storyUsers.customer } },
} satisfies Meta<typeof ReadingMapDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One reading, in São Paulo: the map opens on it with the country outlines around. */
export const OneReading: Story = {
  args: { points: [{ latitude: -23.55, longitude: -46.63 }] },
};

/** A tag read in four cities of two continents: the map fits them all. */
export const TagReadings: Story = {
  args: {
    title: 'Map of the readings of tag 04A1B2C3D4E5F6',
    points: () =>
      Promise.resolve([
        { latitude: -23.55, longitude: -46.63 },
        { latitude: -30.03, longitude: -51.22 },
        { latitude: -25.43, longitude: -49.27 },
        { latitude: 38.72, longitude: -9.14 },
      ]),
  },
};

export const Loading: Story = {
  args: { title: 'Map of the readings of tag 04A1B2C3D4E5F6', points: () => new Promise(() => undefined) },
};

/** The readings could not be fetched: the spec's literal 'ERRO MAP'. */
export const Failed: Story = {
  args: { title: 'Map of the readings of tag 04A1B2C3D4E5F6', points: () => Promise.reject(new Error('down')) },
};
