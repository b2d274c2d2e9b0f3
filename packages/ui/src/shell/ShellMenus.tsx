/**
 * The shell's two menus, the language and the user's (spec A §2, §9): Fluent's Menu and its positioning, loaded
 * when one of them is first opened (Shell.tsx), so a page shows without them. Each mounts open, as the user asked.
 */
import type { ReactElement } from 'react';
import {
  Menu,
  MenuItem,
  MenuItemLink,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { Key20Regular, QuestionCircle20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  canChangePassword,
  homeFor,
  LANGUAGES,
  PreferencesPortToken,
  SessionPortToken,
  type LanguageCode,
  type PreferencesPort,
  type SessionPort,
  type SessionUser,
} from '@tagtrail/domain';
import { LANGUAGE_PREFERENCE } from '../i18n/language-preference';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { helpUrl } from './help';

export function LanguageMenu({ current, trigger }: { current: LanguageCode; trigger: ReactElement }) {
  const { t, i18n } = useTranslation();
  const preferences = useService<PreferencesPort>(PreferencesPortToken);

  const choose = (code: string) => {
    preferences.set(LANGUAGE_PREFERENCE, code);
    void i18n.changeLanguage(code);
  };

  return (
    <Menu
      defaultOpen
      checkedValues={{ language: [current] }}
      onCheckedValueChange={(_event, data) => {
        const code = data.checkedItems[0];
        if (code) choose(code);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map(({ code }) => (
            <MenuItemRadio key={code} name="language" value={code} lang={code}>
              {t(`languages.${code}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export function UserMenu({ user, trigger }: { user: SessionUser; trigger: ReactElement }) {
  const { t, i18n } = useTranslation();
  const session = useService<SessionPort>(SessionPortToken);
  const navigate = useNavigate();
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {canChangePassword(user.role) && (
            <MenuItem icon={<Key20Regular />} onClick={() => navigate(`${homeFor(user.role)}/password`)}>
              {t('shell.changePassword')}
            </MenuItem>
          )}
          <MenuItemLink
            icon={<QuestionCircle20Regular />}
            href={helpUrl(i18n.resolvedLanguage ?? 'en')}
            target="_blank"
            rel="noreferrer"
          >
            {t('shell.support')}
          </MenuItemLink>
          <MenuItem icon={<SignOut20Regular />} onClick={() => void session.signOut()}>
            {t('shell.exit')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
