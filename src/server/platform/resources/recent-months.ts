/** The months statistics count by: the last twelve, in Kuwait time (as the fund-transfer daily limit's days are). */

/** The time zone months are counted in. */
export const MONTHS_TIME_ZONE = 'Asia/Kuwait';

/** SQL of the `YYYY-MM` a timestamp column falls in, in Kuwait time. */
export const monthOf = (column: string): string => `to_char(${column} AT TIME ZONE '${MONTHS_TIME_ZONE}', 'YYYY-MM')`;

/** `YYYY-MM` of the last twelve months, oldest first, this month last, in Kuwait time. */
export function lastTwelveMonths(now: Date): string[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: MONTHS_TIME_ZONE, year: 'numeric', month: '2-digit' }).format(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 12 + i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
