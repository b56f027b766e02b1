import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { routes } from '../../../../generated/screens/routes.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../session-context.tsx';
import type { TriggerElement } from './menu-on-first-use.tsx';

// The profile page belongs to the identity work; the item shows once a route has the spec's path.
const profileRoute = routes.find((route) => route.path === 'profile');

/** The user menu's chunk (user-menu.tsx): Profile and logout under the header's user button. */
export function UserMenuList({ trigger }: { trigger: TriggerElement }) {
  const { t } = useT();
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {profileRoute && (
            <MenuItem icon={<PersonRegular />} onClick={() => navigate(pathOf(profileRoute.name))}>
              {t('shell.user_menu.profile')}
            </MenuItem>
          )}
          <MenuItem
            icon={<SignOutRegular />}
            onClick={async () => {
              await signOut();
              navigate(pathOf('shell.login'), { replace: true });
            }}
          >
            {t('shell.user_menu.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
