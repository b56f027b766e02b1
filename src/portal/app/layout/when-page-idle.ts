import { callsRunning, onApiEvent } from '../../lib/api-events.ts';

const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 200));

/**
 * Runs `task` once the page has loaded, none of its API calls is running and the browser is idle,
 * so what it fetches never competes with what the page itself asks. Returns the cancel.
 */
export function whenPageIdle(task: () => void): () => void {
  let cancelled = false;
  let stopWaiting = () => undefined as unknown;
  const attempt = () => {
    if (cancelled) return;
    if (callsRunning() === 0) return task();
    stopWaiting = onApiEvent((event) => {
      if (event.kind !== 'end' || callsRunning() > 0) return;
      stopWaiting();
      idle(attempt);
    });
  };
  const start = () => idle(attempt);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    stopWaiting();
    window.removeEventListener('load', start);
  };
}
