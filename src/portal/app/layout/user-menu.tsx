import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PersonCircleRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { routes } from '../../../../generated/screens/routes.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../session-context.tsx';

// The profile page belongs to the identity work; the item shows once a route has the spec's path.
const profileRoute = routes.find((route) => route.path === 'profile');

/** Header user menu: Profile and logout. */
export function UserMenu({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const { t } = useT();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={className} icon={<PersonCircleRegular />} aria-label={t('shell.user_menu.button', { name: user.name })}>
          <span className={labelClassName}>{user.name}</span>
        </Button>
      </MenuTrigger>
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
