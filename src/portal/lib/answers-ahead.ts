/**
 * Answers asked ahead of the component that shows them: a route's loader asks a page's first call
 * while the page's chunks still arrive (app/route-prefetch.ts), and the page's identical call then
 * takes that answer instead of asking again (issue 21 item 1). Each is taken once, and only within
 * a few seconds, so a later call never gets an old answer.
 */
const FRESH_MS = 10_000;
const held = new Map<string, { at: number; answer: Promise<unknown>; settled?: { value: unknown } }>();

/** The identity of a call: its operation and what it sends (as `useAnyOperation` passes them, JSON-equal). */
export const callKey = (operationId: string, init: unknown): string => JSON.stringify([operationId, init]);

/** Keeps the answer of a call asked ahead. */
export function holdAnswer(key: string, answer: Promise<unknown>): void {
  const entry: { at: number; answer: Promise<unknown>; settled?: { value: unknown } } = { at: Date.now(), answer };
  held.set(key, entry);
  void answer.then((value) => (entry.settled = { value }), () => undefined);
}

/** The answer asked ahead for this call, if one is fresh; it is not given twice. */
export function takeAnswer(key: string): Promise<unknown> | undefined {
  const ahead = held.get(key);
  if (!ahead) return undefined;
  held.delete(key);
  return Date.now() - ahead.at <= FRESH_MS ? ahead.answer : undefined;
}

/**
 * The answer asked ahead for this call if it has already come (taken, as `takeAnswer` takes it): a
 * component that mounts after it came draws it in its first render, instead of in a second commit
 * after first paint (Lighthouse's blocking time, issue 19 item 7). Undefined while it is awaited.
 */
export function takeSettledAnswer(key: string): { value: unknown } | undefined {
  const ahead = held.get(key);
  if (!ahead?.settled) return undefined;
  held.delete(key);
  return Date.now() - ahead.at <= FRESH_MS ? ahead.settled : undefined;
}

/** Forgets a held answer, if it is still this one (a failed answer is asked again by the page). */
export function dropAnswer(key: string, answer: Promise<unknown>): void {
  if (held.get(key)?.answer === answer) held.delete(key);
}
