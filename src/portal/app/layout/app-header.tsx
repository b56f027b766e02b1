import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { NavigationRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import { formatDateTime } from '../../runtime/format/format-date.ts';
import { pathOf } from '../route-paths.ts';
import { useSession } from '../session-context.tsx';
import { LanguageToggle } from './language-toggle.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '8px 16px',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    position: 'sticky',
    top: 0,
    zIndex: 10,
  },
  brand: {
    fontWeight: tokens.fontWeightSemibold,
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // Below the mobile breakpoint the header buttons keep their icon and accessible name only.
  wideOnly: { '@media (max-width: 991px)': { display: 'none' } },
  welcome: { display: 'flex', flexDirection: 'column', '@media (max-width: 991px)': { display: 'none' } },
  onBrand: { color: tokens.colorNeutralForegroundOnBrand, ':hover': { color: tokens.colorNeutralForegroundOnBrand } },
});

/** Top bar: menu toggle, portal name, language, welcome line and logout. */
export function AppHeader({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) {
  const styles = useStyles();
  const { t, language } = useT();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <Button
        appearance="transparent"
        className={styles.onBrand}
        icon={<NavigationRegular />}
        aria-label={t('menu.toggle')}
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
      />
      <Text className={styles.brand}>{t('common.ministry_short')}</Text>
      {user && (
        <div className={styles.welcome}>
          <Text>{t('auth.welcome', { name: user.name })}</Text>
          {user.last_login && <Caption1>{t('auth.last_login', { date: formatDateTime(user.last_login, language) })}</Caption1>}
        </div>
      )}
      <LanguageToggle appearance="transparent" className={styles.onBrand} labelClassName={styles.wideOnly} />
      <Button
        appearance="transparent"
        className={styles.onBrand}
        icon={<SignOutRegular />}
        aria-label={t('auth.logout')}
        onClick={async () => {
          await signOut();
          navigate(pathOf('shell.login'), { replace: true });
        }}
      >
        <span className={styles.wideOnly}>{t('auth.logout')}</span>
      </Button>
    </header>
  );
}
