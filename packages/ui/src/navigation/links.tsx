/**
 * Links to absolute in-app paths, for the screens (not the first page): they navigate without a page load and
 * through NavigationGuard, whatever nested route they sit in.
 */
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { Button, Link as FluentLink, type ButtonProps } from '@fluentui/react-components';
import { Link as WouterLink } from 'wouter';

export interface AppLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  appearance?: 'default' | 'subtle';
  title?: string;
  'aria-label'?: string;
}

/** A Fluent link to an absolute in-app path, navigating without a page load (and through the guard). */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
  return (
    <WouterLink to={`~${to}`} asChild>
      <FluentLink as="a" ref={ref} {...rest} />
    </WouterLink>
  );
});

export interface LinkButtonProps {
  to: string;
  children?: ReactNode;
  appearance?: ButtonProps['appearance'];
  icon?: ReactElement;
  size?: ButtonProps['size'];
  className?: string;
  title?: string;
  'aria-label'?: string;
}

/** A button that is a link to an absolute in-app path (New…, Edit): a real anchor, so it opens in a new tab too. */
export function LinkButton({ to, ...rest }: LinkButtonProps) {
  return (
    <WouterLink to={`~${to}`} asChild>
      <Button as="a" {...rest} />
    </WouterLink>
  );
}
