// @vitest-environment jsdom
import { cleanup, screen as view } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from '../../../src/portal/modules/shell/bar-chart.tsx';
import { formatNumber } from '../../../src/shared/format/locale.ts';
import { renderInLanguage } from '../forms/render-in-language.tsx';

afterEach(cleanup);

describe('bar chart', () => {
  it('tops the axis at the largest value plus 1,000,000, with a tick every million', async () => {
    const points = [
      { label: 'Q1', value: 3_400_000 },
      { label: 'Q2', value: 1_100_000 },
    ];
    await renderInLanguage(<BarChart title="Transfers" points={points} />, 'en');
    const ticks = [...view.getByTestId('chart-ticks').children] as HTMLElement[];
    const values = [0, 1e6, 2e6, 3e6, 4e6, 4.4e6];
    expect(ticks.map((tick) => tick.textContent)).toEqual(values.map((n) => formatNumber(n, 'en', { notation: 'compact' })));
    expect(ticks.at(-1)!.textContent).toMatch(/^4\.4/);
    expect(ticks.map((tick) => parseFloat(tick.style.bottom).toFixed(1))).toEqual(['0.0', '22.7', '45.5', '68.2', '90.9', '100.0']);
    const bars = view.getAllByRole('listitem');
    expect(bars.map((bar) => parseFloat(bar.style.height).toFixed(1))).toEqual(['77.3', '25.0']);
  });
});
