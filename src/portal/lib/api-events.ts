/** What the API client tells the shell: calls starting and ending (the global loader), and answers that send the user to login. */
export type ApiEvent = { kind: 'start' | 'end' } | { kind: 'unauthorized'; status: 401 | 403 };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

/** Subscribes to call start/end (the global loader) and to 401/403 answers (the login redirect). */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every subscriber. */
export const emitApiEvent: Listener = (event) => listeners.forEach((listener) => listener(event));

/**
 * Whether an answer sends the user to login (product spec section 8): every 401 (no session), and
 * a 403 to a read — this session may not see the page, so the user may sign in as someone who can.
 * A 403 to an action (a write) is refused on a record the user can see, and `otp_required` asks
 * for the second factor: both go back to the caller and keep the session (spec/README.md, Decisions).
 */
export function sendsToLogin(status: number, method: string, code: string | undefined): boolean {
  if (status === 401) return true;
  return status === 403 && method.toUpperCase() === 'GET' && code !== 'otp_required';
}

/** Emits the redirect event for an answer that calls for it (at most once per request). */
export function reportAnswer(status: number, method: string, code: string | undefined): void {
  if (sendsToLogin(status, method, code)) emitApiEvent({ kind: 'unauthorized', status: status as 401 | 403 });
}
