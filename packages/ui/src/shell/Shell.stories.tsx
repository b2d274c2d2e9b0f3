import type { Meta, StoryObj } from '@storybook/react-vite';
import { Body1 } from '@fluentui/react-components';
import { storyUsers } from '../story-fixtures';
import { Page } from './Page';
import { Shell } from './Shell';

const meta = {
  title: 'Shell/Shell',
  component: Shell,
  args: {
    user: storyUsers.admin,
    children: (
      <Page title="Page title">
        <Body1>The page of the area goes here.</Body1>
      </Page>
    ),
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin: lots and partners in the side menu; no change-password entry. */
export const Admin: Story = { parameters: { app: { route: '/admin/parceiros' } } };

/** Partner: customers, lots and tags in the side menu (customers highlighted); change password in the user menu. */
export const Partner: Story = {
  args: { user: storyUsers.partner },
  parameters: { app: { route: '/areaparceiro/clientes' } },
};

export const Sales: Story = { args: { user: storyUsers.sales }, parameters: { app: { route: '/areapontovenda' } } };

export const Customer: Story = { args: { user: storyUsers.customer }, parameters: { app: { route: '/areacliente' } } };

/** A long user name is cut in the bar. */
export const LongUserName: Story = {
  args: { user: { ...storyUsers.admin, username: 'a.very.long.user.name@some-partner-company.example' } },
  parameters: { app: { route: '/admin/lotes' } },
};
