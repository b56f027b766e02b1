import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Link, useMatches } from 'react-router-dom';
import { menu } from '../../../../generated/screens/menu.ts';
import { directionOf, useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../session-context.tsx';
import { menuIcon } from './menu-icons.tsx';
import { visibleMenu } from './menu-visibility.ts';

const useStyles = makeStyles({
  nav: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderInlineEndWidth: '1px',
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    paddingBlock: '8px',
    '@media (max-width: 991px)': { borderInlineEndWidth: 0, borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: tokens.colorNeutralStroke2 },
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
  label: { flexGrow: 1 },
  chevron: { color: tokens.colorNeutralForeground3 },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The left menu (right in Arabic): entries of spec/screens the user's menu permissions allow. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const styles = useStyles();
  const { t, tKey, language } = useT();
  const { user } = useSession();
  const matches = useMatches();
  const current = [...matches].reverse().map((m) => (m.handle as { menu?: string } | undefined)?.menu).find(Boolean);
  // The chevron points the way the page opens: to the right in English, to the left in Arabic.
  const Chevron = directionOf(language) === 'rtl' ? ChevronLeftRegular : ChevronRightRegular;
  return (
    <nav id="side-menu" className={styles.nav} aria-label={t('menu.title')} data-testid="side-menu">
      <ul className={styles.list}>
        {visibleMenu(menu, user).map((entry) => (
          <li key={entry.key}>
            <Link
              to={pathOf(entry.route, entry.params)}
              onClick={onNavigate}
              data-menu={entry.key}
              className={mergeClasses(styles.link, current === entry.key && styles.active)}
              aria-current={current === entry.key ? 'page' : undefined}
            >
              {menuIcon(entry.icon)}
              <span className={styles.label}>{tKey(entry.label)}</span>
              <Chevron aria-hidden className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
