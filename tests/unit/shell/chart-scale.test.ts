import { describe, expect, it } from 'vitest';
import { chartTicks, chartUpperBound, statisticsColumns } from '../../../src/portal/modules/shell/chart-scale.ts';

describe('chart y-axis', () => {
  it('tops out at the largest value plus 1,000,000', () => {
    expect(chartUpperBound([250_000, 3_400_000, 1_000])).toBe(4_400_000);
    expect(chartUpperBound([])).toBe(1_000_000);
    expect(chartUpperBound([-5])).toBe(1_000_000);
  });

  it('steps in millions and ends at the bound itself', () => {
    expect(chartTicks([3_400_000])).toEqual([0, 1e6, 2e6, 3e6, 4e6, 4.4e6]);
    expect(chartTicks([2_000_000])).toEqual([0, 1e6, 2e6, 3e6]);
    expect(chartTicks([999_999])).toEqual([0, 1e6, 1_999_999]);
    expect(chartTicks([])).toEqual([0, 1e6]);
  });
});

describe('statistics lists', () => {
  it('stay in one column below five items', () => {
    expect(statisticsColumns([1, 2, 3, 4])).toEqual([[1, 2, 3, 4]]);
  });
  it('split into two columns from five items, the first the longer', () => {
    expect(statisticsColumns([1, 2, 3, 4, 5])).toEqual([[1, 2, 3], [4, 5]]);
    expect(statisticsColumns([1, 2, 3, 4, 5, 6])).toEqual([[1, 2, 3], [4, 5, 6]]);
  });
});
