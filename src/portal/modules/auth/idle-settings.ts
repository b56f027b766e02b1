/** Idle timings of product spec section 9 (the e2e tests run them on the browser's fake clock). */

/** Inactivity before the warning modal (15 minutes). */
export const IDLE_WARNING_MS = 900_000;
/** Countdown shown in the modal before logging out (5 minutes). */
export const IDLE_COUNTDOWN_MS = 300_000;

/** `m:ss` of a number of milliseconds, rounded up to the second. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
