/** Product spec section 2: chart axes step in millions, topping out one step above the largest value. */
export const CHART_STEP = 1_000_000;

/** Upper bound of a chart's y-axis: the largest value plus 1,000,000. */
export function chartUpperBound(values: readonly number[]): number {
  const largest = Math.max(0, ...values.filter(Number.isFinite));
  return largest + CHART_STEP;
}

/** The y-axis ticks from 0 up to (and including) the last step at or above the upper bound. */
export function chartTicks(values: readonly number[]): number[] {
  const top = Math.ceil(chartUpperBound(values) / CHART_STEP) * CHART_STEP;
  return Array.from({ length: top / CHART_STEP + 1 }, (_, i) => i * CHART_STEP);
}

/** Splits a statistics list into two columns once it has 5 items or more (first column the longer). */
export function statisticsColumns<T>(items: readonly T[]): T[][] {
  if (items.length < 5) return [[...items]];
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
