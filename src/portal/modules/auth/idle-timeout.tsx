import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../../app/session-context.tsx';
import { api } from '../../lib/api-client.ts';
import { IDLE_COUNTDOWN_MS, IDLE_WARNING_MS } from './idle-settings.ts';

// The warning is a Fluent Dialog (its surface, motion and portal: about 8 kB gzip), a chunk fetched
// when the countdown starts, not with every signed-in page (issue 21 item 2).
const IdleWarning = lazy(() => import('./idle-warning.tsx'));

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * After 15 minutes without activity, a modal counts down 5 minutes every second. Continue keeps the
 * session (and tells the server); Back to home logs out to the login page; at zero the session is
 * cleared and the page reloads. Mounted in the authenticated layout, so never on the login page.
 */
export function IdleTimeout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const lastActivity = useRef(0);
  const deadline = useRef<number | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);

  useEffect(() => {
    lastActivity.current = Date.now();
    const active = () => {
      if (deadline.current === null) lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY) window.addEventListener(event, active, { passive: true });
    const timer = window.setInterval(() => {
      const now = Date.now();
      if (deadline.current === null && now - lastActivity.current >= IDLE_WARNING_MS) deadline.current = now + IDLE_COUNTDOWN_MS;
      if (deadline.current === null) return;
      const left = deadline.current - now;
      setRemaining(left);
      if (left <= 0) {
        window.clearInterval(timer);
        void signOut().finally(() => window.location.reload());
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, active);
    };
  }, [signOut]);

  const keepSession = useCallback(() => {
    deadline.current = null;
    lastActivity.current = Date.now();
    setRemaining(null);
    void api.GET('/get-user-data/').catch(() => undefined);
  }, []);

  const backHome = useCallback(async () => {
    deadline.current = null;
    setRemaining(null);
    await signOut();
    navigate(pathOf('shell.login'), { replace: true });
  }, [signOut, navigate]);

  if (remaining === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning remaining={remaining} onContinue={keepSession} onHome={() => void backHome()} />
    </Suspense>
  );
}
