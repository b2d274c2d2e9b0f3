import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage, NotPermissionPage } from './pages';
import { LoadingPage } from './StandalonePage';

const meta = { title: 'Session/Pages' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotPermission: Story = {
  render: () => <NotPermissionPage />,
  parameters: { app: { route: '/not-permission' } },
};

export const NotFound: Story = { render: () => <NotFoundPage />, parameters: { app: { route: '/not-found' } } };

/** While the session loads (spec A §2 "/"). */
export const Loading: Story = { render: () => <LoadingPage /> };
