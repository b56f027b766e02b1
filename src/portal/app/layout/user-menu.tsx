import { Button } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { chunkOnDemand } from '../../lib/chunk-on-demand.ts';
import { useT } from '../../lib/i18n.ts';
import { useSession } from '../session-context.tsx';
import { MenuOnFirstUse } from './menu-on-first-use.tsx';

// Fluent's Menu and the items: a chunk fetched on first use (menu-on-first-use.tsx).
const userMenuList = chunkOnDemand(() => import('./user-menu-list.tsx').then((module) => module.UserMenuList));

/** Header user menu: the user's name at once; Profile and logout (user-menu-list.tsx) on first use. */
export function UserMenu({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const { t } = useT();
  const { user } = useSession();
  if (!user) return null;
  const trigger = (
    <Button appearance="transparent" className={className} icon={<PersonCircleRegular />} aria-label={t('shell.user_menu.button', { name: user.name })}>
      <span className={labelClassName}>{user.name}</span>
    </Button>
  );
  return <MenuOnFirstUse chunk={userMenuList} trigger={trigger} menu={{}} />;
}
