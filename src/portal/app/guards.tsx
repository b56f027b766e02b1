import { Spinner } from '@fluentui/react-components';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useT } from '../lib/i18n.ts';
import { pathOf } from '../lib/route-paths.ts';
import { useSession } from './session-context.tsx';

// Padding, not margin: a margin would collapse through the page's first boxes and move the whole
// body 64 px down until the page replaced the spinner (a layout shift of the overview, issue 19 item 7).
function Waiting() {
  const { t } = useT();
  return <Spinner style={{ paddingBlock: 64 }} label={t('common.loading')} />;
}

/** A path inside the portal only, so `next` can't send the user to another site. */
export function safeNext(next: string | null): string {
  return next && /^\/(?!\/)/.test(next) ? next : pathOf('shell.overview');
}

/** Authenticated routes: guests go to login with the current path as `next`. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (user === undefined) return <Waiting />;
  if (user === null) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${pathOf('shell.login')}?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/** Guest-only routes: signed-in users go on to `next` or the overview. */
export function GuestOnly() {
  const { user, landing } = useSession();
  const [params] = useSearchParams();
  if (user === undefined) return <Waiting />;
  if (user) return <Navigate to={landing ?? safeNext(params.get('next'))} replace />;
  return <Outlet />;
}
