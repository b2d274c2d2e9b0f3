/**
 * The frame of every signed-in page (spec A §2, B §2): a top bar with the company name, the role's title, the
 * language menu and the user menu; a collapsible side menu of the role's screens, 240 px wide (spec A §9),
 * inline on wide screens and an overlay on narrow ones; the page in `main`.
 */
import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Button,
  Hamburger,
  makeStyles,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  Spinner,
  Text,
  tokens,
  type ButtonProps,
} from '@fluentui/react-components';
import { LocalLanguage20Regular, Person20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouter } from 'wouter';
import {
  LANGUAGES,
  PreferencesPortToken,
  type LanguageCode,
  type PreferencesPort,
  type SessionUser,
} from '@tagtrail/domain';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { MENUS, selectedMenuEntry } from './menus';
import { useMediaQuery } from './useMediaQuery';

// The bar's menus load when one is first opened (MenuOnDemand): Fluent's Menu and its positioning are 12 kB of a list
// page's download and 23 kB of the dashboard's (issue 26 §6).
const LanguageMenu = lazy(() => import('./ShellMenus').then((menus) => ({ default: menus.LanguageMenu })));
const UserMenu = lazy(() => import('./ShellMenus').then((menus) => ({ default: menus.UserMenu })));

const SIDE_MENU_PREFERENCE = 'sideMenu';
export const SIDE_MENU_WIDTH = '240px';
const NARROW = '(max-width: 768px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  skip: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 1000 },
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalS,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '48px',
    flexShrink: 0,
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  barButton: { color: tokens.colorNeutralForegroundOnBrand, minWidth: 'auto' },
  company: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  title: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderLeft: `1px solid ${tokens.colorNeutralForegroundOnBrand}`,
    paddingLeft: tokens.spacingHorizontalS,
  },
  spacer: { flexGrow: 1 },
  username: {
    maxWidth: '16ch',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // A phone's bar keeps the area's title whole and shows the user menu as its icon; its name says whose it is.
    '@media (max-width: 479px)': { display: 'none' },
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  drawer: { width: SIDE_MENU_WIDTH, minWidth: SIDE_MENU_WIDTH },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'auto',
    padding: tokens.spacingHorizontalXL,
    ':focus': { outlineStyle: 'none' },
  },
  loading: { paddingBlock: tokens.spacingVerticalXXXL },
});

export interface ShellProps {
  user: SessionUser;
  children: ReactNode;
}

export function Shell({ user, children }: ShellProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const preferences = useService<PreferencesPort>(PreferencesPortToken);
  const narrow = useMediaQuery(NARROW);
  const [wideOpen, setWideOpen] = useState(() => preferences.get(SIDE_MENU_PREFERENCE) !== 'closed');
  const [narrowOpen, setNarrowOpen] = useState(false);
  const open = narrow ? narrowOpen : wideOpen;
  const setOpen = (next: boolean) => {
    if (narrow) setNarrowOpen(next);
    else {
      setWideOpen(next);
      preferences.set(SIDE_MENU_PREFERENCE, next ? 'open' : 'closed');
    }
  };

  const entries = MENUS[user.role];
  const path = useAbsolutePath();
  const navigate = useNavigate();
  const selected = selectedMenuEntry(entries, path);

  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#main-content">
        {t('app.skipToContent')}
      </a>
      <header className={styles.bar}>
        {entries.length > 0 && (
          <Hamburger
            className={styles.barButton}
            aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
            aria-expanded={open}
            aria-controls="side-menu"
            onClick={() => setOpen(!open)}
          />
        )}
        <Text className={styles.company}>{t('app.company')}</Text>
        {user.role !== '' && <Text className={styles.title}>{t(`roles.${user.role}`)}</Text>}
        <span className={styles.spacer} />
        <LanguageMenuButton buttonClassName={styles.barButton} />
        <UserMenuButton user={user} buttonClassName={styles.barButton} usernameClassName={styles.username} />
      </header>
      <div className={styles.body}>
        {entries.length > 0 && (
          <NavDrawer
            id="side-menu"
            className={styles.drawer}
            aria-label={t('shell.navigation')}
            type={narrow ? 'overlay' : 'inline'}
            open={open}
            onOpenChange={(_event, data) => setOpen(data.open)}
            selectedValue={selected?.path ?? ''}
          >
            {narrow && (
              <NavDrawerHeader>
                <Hamburger aria-label={t('shell.closeMenu')} onClick={() => setOpen(false)} />
              </NavDrawerHeader>
            )}
            <NavDrawerBody>
              {entries.map((entry) => (
                <NavItem
                  key={entry.path}
                  value={entry.path}
                  href={entry.path}
                  icon={<entry.icon />}
                  onClick={(event) => {
                    event.preventDefault();
                    if (narrow) setNarrowOpen(false);
                    navigate(entry.path);
                  }}
                >
                  {t(entry.labelKey)}
                </NavItem>
              ))}
            </NavDrawerBody>
          </NavDrawer>
        )}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {/*
            A screen loads when first shown (app/screens.ts): the bar and the menu stay meanwhile. Keyed by the path so
            the screen left is gone at once rather than kept, hidden, while the next one loads: a list kept so would
            still finish a search typed just before and write its own address back over the new one.
          */}
          <Suspense key={path} fallback={<Spinner className={styles.loading} label={t('app.loading')} />}>
            {children}
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The current path from the root, also inside a nested route (whose own location is relative). */
export function useAbsolutePath(): string {
  const { base } = useRouter();
  const [location] = useLocation();
  if (location.startsWith('~')) return location.slice(1);
  return location === '/' ? base || '/' : `${base}${location}`;
}

/** The bar's language menu: its trigger shows the language in use. */
function LanguageMenuButton({ buttonClassName }: { buttonClassName: string }) {
  const { t, i18n } = useTranslation();
  const current = (LANGUAGES.find((l) => l.code === i18n.resolvedLanguage)?.code ?? 'en') satisfies LanguageCode;
  return (
    <MenuOnDemand
      trigger={
        <Button
          appearance="transparent"
          className={buttonClassName}
          icon={<LocalLanguage20Regular />}
          // WCAG 2.5.3 (label in name): the name starts with the visible code.
          aria-label={`${current.toUpperCase()}, ${t('shell.language')}: ${t(`languages.${current}`)}`}
        >
          {current.toUpperCase()}
        </Button>
      }
      menu={(trigger) => <LanguageMenu current={current} trigger={trigger} />}
    />
  );
}

/** The bar's user menu: its trigger shows who is signed in. */
function UserMenuButton({
  user,
  buttonClassName,
  usernameClassName,
}: {
  user: SessionUser;
  buttonClassName: string;
  usernameClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <MenuOnDemand
      trigger={
        <Button
          appearance="transparent"
          className={buttonClassName}
          icon={<Person20Regular />}
          aria-label={`${t('shell.userMenu')}: ${user.username}`}
        >
          <span className={usernameClassName}>{user.username}</span>
        </Button>
      }
      menu={(trigger) => <UserMenu user={user} trigger={trigger} />}
    />
  );
}

/**
 * A menu of the bar, its trigger button alone until it is first opened (a click, or the arrow key as Fluent's
 * trigger takes it): then ShellMenus.tsx loads and the menu mounts open, focus on its first item. Opening never
 * waits again; the trigger says it has a menu all along.
 */
function MenuOnDemand({
  trigger,
  menu,
}: {
  trigger: ReactElement<ButtonProps>;
  menu: (trigger: ReactElement<ButtonProps>) => ReactNode;
}) {
  const [asked, setAsked] = useState(false);
  // A transition: the button stays as it is, focused, while the menu loads, rather than the boundary's fallback.
  const ask = () => startTransition(() => setAsked(true));
  const waiting = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: ask,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') ask();
    },
  });
  return <Suspense fallback={waiting}>{asked ? menu(trigger) : waiting}</Suspense>;
}
