import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { SideMenu } from './side-menu.tsx';
import { IdleTimeout } from '../../modules/auth/idle-timeout.tsx';

const useStyles = makeStyles({
  // minmax(0, 1fr): wide content (a table) scrolls inside its own box instead of widening the page.
  shell: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    gridTemplateColumns: 'minmax(0, 1fr)',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: {
    display: 'grid',
    gridTemplateColumns: '240px minmax(0, 1fr)',
    '@media (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    // Printed, the menu is left out (global.css) and the page takes the whole width.
    '@media print': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  bodyCollapsed: { gridTemplateColumns: 'minmax(0, 1fr)' },
  main: { padding: '24px', minWidth: 0, '@media (max-width: 991px)': { padding: '12px' } },
});

/** Header, toggleable menu, the page of every authenticated route and the footer. */
export function AppLayout() {
  const styles = useStyles();
  const [menuOpen, setMenuOpen] = useState(() => window.innerWidth > 991);
  return (
    <div className={styles.shell}>
      <LoadingBar />
      <AppHeader onToggleMenu={() => setMenuOpen((open) => !open)} menuOpen={menuOpen} />
      <div className={mergeClasses(styles.body, !menuOpen && styles.bodyCollapsed)}>
        {menuOpen && <SideMenu onNavigate={() => window.innerWidth <= 991 && setMenuOpen(false)} />}
        <main className={styles.main} id="main">
          <Outlet />
        </main>
      </div>
      <AppFooter />
      <IdleTimeout />
    </div>
  );
}
