import { Button, Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useT } from '../../lib/i18n.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { useSession } from '../session-context.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageToggle } from '../../runtime/screens/language-toggle.tsx';
import { NotificationsMenu } from './notifications-menu.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { UserMenu } from './user-menu.tsx';

/** Product spec section 2: the header becomes sticky after 80 px of scroll. */
export const STICKY_AFTER_PX = 80;

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '8px 16px',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    position: 'relative',
    zIndex: 10,
    '@media (max-width: 991px)': { gap: '4px', padding: '6px 8px' },
  },
  sticky: { position: 'sticky', top: 0, boxShadow: tokens.shadow8 },
  brand: { fontWeight: tokens.fontWeightSemibold, flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // Below the mobile breakpoint the header buttons keep their icon and accessible name only.
  wideOnly: { '@media (max-width: 991px)': { display: 'none' } },
  welcome: { display: 'flex', flexDirection: 'column', '@media (max-width: 991px)': { display: 'none' } },
  onBrand: {
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand },
    '@media (max-width: 991px)': { minWidth: 'auto', paddingInline: '6px' },
  },
});

/** Top bar: menu toggle, portal name, search, welcome line, notifications, language and user menu. */
export function AppHeader({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) {
  const styles = useStyles();
  const { t, language } = useT();
  const { user } = useSession();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  return (
    <header className={mergeClasses(styles.header, sticky && styles.sticky)} data-sticky={sticky}>
      <Button
        appearance="transparent"
        className={styles.onBrand}
        icon={<NavigationRegular />}
        aria-label={t('menu.toggle')}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onToggleMenu}
      />
      <Text className={styles.brand}>{t('common.ministry_short')}</Text>
      <HeaderSearch buttonClassName={styles.onBrand} />
      {user && (
        <div className={styles.welcome} data-testid="welcome">
          <Text>{t('auth.welcome', { name: user.name })}</Text>
          {user.last_login && <Caption1>{t('auth.last_login', { date: formatDateTime(user.last_login, language) })}</Caption1>}
        </div>
      )}
      <NotificationsMenu className={styles.onBrand} />
      <LanguageToggle appearance="transparent" className={styles.onBrand} labelClassName={styles.wideOnly} />
      <UserMenu className={styles.onBrand} labelClassName={styles.wideOnly} />
    </header>
  );
}
