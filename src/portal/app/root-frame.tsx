import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { onApiEvent } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.ts';
import { pathOf } from './route-paths.ts';
import { useSession } from './session-context.tsx';

/** Sets the page title from route metadata and sends the user to login on a 401. */
export function RootFrame() {
  const { t, tKey, language } = useT();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const { forget } = useSession();
  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);

  useEffect(() => {
    const short = t('common.ministry_short');
    document.title = title && title !== 'common.ministry_short' ? `${tKey(title)} | ${short}` : short;
  }, [title, language, t, tKey]);

  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.kind !== 'unauthorized') return;
        const login = pathOf('shell.login');
        if (location.pathname === login) return;
        forget();
        navigate(`${login}?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
      }),
    [location, navigate, forget],
  );
  return <Outlet />;
}
