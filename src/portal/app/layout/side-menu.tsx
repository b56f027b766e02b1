import { makeStyles, tokens } from '@fluentui/react-components';
import { NavLink, useMatches } from 'react-router-dom';
import { menu } from '../../../../generated/screens/menu.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../route-paths.ts';
import { useSession } from '../session-context.tsx';
import { menuIcon } from './menu-icons.tsx';

const useStyles = makeStyles({
  nav: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderInlineEndWidth: '1px',
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    paddingBlock: '8px',
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    padding: '10px 16px',
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The left menu: entries of spec/screens the user's menu permissions allow. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const styles = useStyles();
  const { t, tKey } = useT();
  const { user } = useSession();
  const matches = useMatches();
  const current = [...matches].reverse().map((m) => (m.handle as { menu?: string } | undefined)?.menu).find(Boolean);
  const entries = menu.filter((entry) => !entry.permission || user?.menu_permissions.includes(entry.permission));
  return (
    <nav className={styles.nav} aria-label={t('menu.title')}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <NavLink
              to={pathOf(entry.route, entry.params)}
              onClick={onNavigate}
              className={({ isActive }) => `${styles.link} ${isActive || current === entry.key ? styles.active : ''}`}
              aria-current={current === entry.key ? 'page' : undefined}
            >
              {menuIcon(entry.icon)}
              {tKey(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
