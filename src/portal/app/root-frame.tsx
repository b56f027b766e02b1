import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { routes } from '../../../generated/screens/routes.ts';
import { onApiEvent } from '../lib/api-events.ts';
import { useT } from '../lib/i18n.ts';
import { pathOf } from '../lib/route-paths.ts';
import { useSession } from './session-context.tsx';

// Pages a guest belongs on (login, reset, the public entity form): a 401 there is no reason to leave.
const guestRoutes = new Set<string>(routes.filter((route) => route.guard === 'public' || route.guard === 'guest').map((route) => route.name));

/** Sets the page title from route metadata and sends the user to login on a 401 (or a 403 to a read), except from guest pages. */
export function RootFrame() {
  const { t, tKey, language } = useT();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const { forget, signOut } = useSession();
  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);
  const forGuests = matches.some((m) => guestRoutes.has(String((m.handle as { name?: string } | undefined)?.name)));

  useEffect(() => {
    const short = t('common.ministry_short');
    document.title = title && title !== 'common.ministry_short' ? `${tKey(title)} | ${short}` : short;
  }, [title, language, t, tKey]);

  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.kind !== 'unauthorized') return;
        const login = pathOf('shell.login');
        if (location.pathname === login || forGuests) return;
        // A 401: the session is gone. A 403 to a read: this session may not see the page, so it
        // ends on the server too and the login page lets the user sign in as someone who may.
        forget();
        if (event.status === 403) void signOut();
        navigate(`${login}?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
      }),
    [location, navigate, forget, signOut, forGuests],
  );
  return <Outlet />;
}
