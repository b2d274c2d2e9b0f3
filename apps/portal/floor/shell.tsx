/**
 * What both floor pages show around their content, as the portal's shell does: the theme, the menu drawer with its
 * icons (inline on wide screens, an overlay dialog on narrow ones, so both are bundled), a title, a button, a
 * spinner and a skeleton, and a line that uses every library of ./libraries.
 */
import { useState, type ReactNode } from 'react';
import {
  Button,
  createLightTheme,
  FluentProvider,
  Hamburger,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  Skeleton,
  SkeletonItem,
  Spinner,
  Title3,
  type BrandVariants,
} from '@fluentui/react-components';
import * as ShellIcons from './shell-icons';
import { useLibraries } from './libraries';

/** A brand ramp of 16 shades, as the portal's theme has (the values do not matter to the weight). */
const BRAND = Object.fromEntries(
  [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160].map((shade) => [shade, `#10${shade}`]),
) as unknown as BrandVariants;
const theme = createLightTheme(BRAND);

export function FloorShell({ children }: { children: ReactNode }) {
  const { line, signIn, routes } = useLibraries();
  const [narrow, setNarrow] = useState(false);
  return (
    <FluentProvider theme={theme}>
      <NavDrawer open type={narrow ? 'overlay' : 'inline'}>
        <NavDrawerHeader>
          <Hamburger />
        </NavDrawerHeader>
        <NavDrawerBody>
          {Object.entries(ShellIcons).map(([name, Icon]) => (
            <NavItem key={name} value={name} icon={<Icon />}>
              {name}
            </NavItem>
          ))}
        </NavDrawerBody>
      </NavDrawer>
      <Title3>{line}</Title3>
      {routes}
      <Button
        onClick={() => {
          setNarrow(!narrow);
          signIn();
        }}
      >
        menu
      </Button>
      <Spinner />
      <Skeleton>
        <SkeletonItem />
      </Skeleton>
      {children}
    </FluentProvider>
  );
}
