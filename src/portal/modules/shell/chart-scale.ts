/** Product spec section 2: chart axes step in millions, topping out one step above the largest value. */
export const CHART_STEP = 1_000_000;

/** Upper bound of a chart's y-axis: the largest value plus 1,000,000 (3.4M → 4.4M). */
export function chartUpperBound(values: readonly number[]): number {
  const largest = Math.max(0, ...values.filter(Number.isFinite));
  return largest + CHART_STEP;
}

/**
 * The y-axis ticks: 0 and every 1,000,000 below the upper bound, then the bound itself when it is
 * not a whole step (3.4M → 0, 1M, 2M, 3M, 4M, 4.4M), as a chart with an explicit maximum draws it.
 */
export function chartTicks(values: readonly number[]): number[] {
  const top = chartUpperBound(values);
  const steps = Array.from({ length: Math.floor(top / CHART_STEP) + 1 }, (_, i) => i * CHART_STEP);
  return steps[steps.length - 1] === top ? steps : [...steps, top];
}

/** Splits a statistics list into two columns once it has 5 items or more (first column the longer). */
export function statisticsColumns<T>(items: readonly T[]): T[][] {
  if (items.length < 5) return [[...items]];
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
