import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { SideMenu } from './side-menu.tsx';

const useStyles = makeStyles({
  shell: { display: 'grid', gridTemplateRows: 'auto 1fr', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  body: {
    display: 'grid',
    gridTemplateColumns: '240px 1fr',
    '@media (max-width: 991px)': { gridTemplateColumns: '1fr' },
  },
  bodyCollapsed: { gridTemplateColumns: '1fr' },
  main: { padding: '24px', minWidth: 0, '@media (max-width: 991px)': { padding: '12px' } },
});

/** Header, toggleable menu and the page of every authenticated route. */
export function AppLayout() {
  const styles = useStyles();
  const [menuOpen, setMenuOpen] = useState(() => window.innerWidth > 991);
  return (
    <div className={styles.shell}>
      <LoadingBar />
      <AppHeader onToggleMenu={() => setMenuOpen((open) => !open)} menuOpen={menuOpen} />
      <div className={`${styles.body} ${menuOpen ? '' : styles.bodyCollapsed}`}>
        {menuOpen && <SideMenu onNavigate={() => window.innerWidth <= 991 && setMenuOpen(false)} />}
        <main className={styles.main} id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
