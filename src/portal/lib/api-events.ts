/** What the API client tells the shell: calls starting and ending (the global loader), and answers that send the user to login. */
export type ApiEvent = { kind: 'start' | 'end' } | { kind: 'unauthorized'; status: 401 };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

/** Subscribes to call start/end (the global loader) and to 401 answers (the login redirect). */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let running = 0;

/** Tells every subscriber. */
export const emitApiEvent: Listener = (event) => {
  if (event.kind === 'start') running += 1;
  if (event.kind === 'end') running = Math.max(0, running - 1);
  listeners.forEach((listener) => listener(event));
};

/** How many API calls are running now (what waits for the page's own requests asks it). */
export const callsRunning = (): number => running;

/**
 * Whether an answer sends the user to login: a 401 (no session). A 403 never does — a refusal keeps
 * the session: the page or the action that was refused says so (spec/README.md, Decisions).
 */
export function sendsToLogin(status: number): boolean {
  return status === 401;
}

/** Emits the redirect event for an answer that calls for it (at most once per request). */
export function reportAnswer(status: number): void {
  if (sendsToLogin(status)) emitApiEvent({ kind: 'unauthorized', status: 401 });
}
