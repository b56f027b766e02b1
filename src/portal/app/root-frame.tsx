import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { routes } from '../../../generated/screens/routes.ts';
import { onApiEvent } from '../lib/api-events.ts';
import { useT } from '../lib/i18n.ts';
import { pathOf } from '../lib/route-paths.ts';
import { FeedbackToaster } from '../lib/feedback.tsx';
import { useSession } from './session-context.tsx';

// Pages a guest belongs on (login, reset, the public entity form): a 401 there is no reason to leave.
const guestRoutes = new Set<string>(routes.filter((route) => route.guard === 'public' || route.guard === 'guest').map((route) => route.name));

/** Sets the page title from route metadata, sends the user to login on a 401 (except from guest pages), and holds the feedback toaster. */
export function RootFrame() {
  const { t, tKey, language } = useT();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const { forget } = useSession();
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
        // A 401: the session is gone. (A refusal, 403, keeps it: the page says so.)
        forget();
        navigate(`${login}?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
      }),
    [location, navigate, forget, forGuests],
  );
  return (
    <>
      <Outlet />
      <FeedbackToaster />
    </>
  );
}
