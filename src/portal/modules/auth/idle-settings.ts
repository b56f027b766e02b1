/** Idle timings of product spec section 9; a build can shorten them (VITE_IDLE_WARNING_MS, VITE_IDLE_COUNTDOWN_MS) for tests. */
const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

function milliseconds(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Inactivity before the warning modal (15 minutes). */
export const IDLE_WARNING_MS = milliseconds(env.VITE_IDLE_WARNING_MS, 900_000);
/** Countdown shown in the modal before logging out (5 minutes). */
export const IDLE_COUNTDOWN_MS = milliseconds(env.VITE_IDLE_COUNTDOWN_MS, 300_000);

/** `m:ss` of a number of milliseconds, rounded up to the second. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
