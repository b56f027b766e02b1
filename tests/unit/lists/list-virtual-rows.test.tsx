// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/references.ts';
import type { ListScreen as ListDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import ListScreen from '../../../src/portal/runtime/lists/list-screen.tsx';
import { RowSizeEstimate } from '../../../src/portal/runtime/lists/row-size-estimate.ts';
import { renderInRouter } from './render-in-router.tsx';

const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation }));

const descriptor = screens.find((item) => item.name === 'references.list') as ListDescriptor;
const records = Array.from({ length: 500 }, (_, index) => ({ id: index + 1, title: `Reference ${index + 1}`, author: 'Dana', views: 1, visible: true }));
callOperation.mockImplementation(async () => ({ ok: true, status: 200, data: { count: records.length, results: records } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RowSizeEstimate', () => {
  const row = (height: number) => ({ offsetHeight: height }) as unknown as HTMLElement;
  const instance = { options: { getItemKey: (index: number) => index }, indexFromElement: () => 0, itemSizeCache: new Map() } as unknown as Virtualizer<HTMLDivElement, HTMLElement>;

  it('guesses the fallback until a row is measured, then the mean of the measured rows', () => {
    const sizes = new RowSizeEstimate(41);
    expect(sizes.estimate()).toBe(41);
    expect(sizes.measure(row(200), undefined, instance)).toBe(200);
    sizes.measure(row(231), undefined, instance);
    expect(sizes.estimate()).toBe(216);
    sizes.measure(row(0), undefined, instance); // a row not laid out (hidden) says nothing
    expect(sizes.estimate()).toBe(216);
  });

  it('turns pixels of overscan into rows, at least one', () => {
    const sizes = new RowSizeEstimate(41);
    expect(sizes.overscan(400)).toBe(10);
    sizes.measure(row(217), undefined, instance);
    expect(sizes.overscan(400)).toBe(2);
    sizes.measure(row(1000), undefined, instance);
    expect(sizes.overscan(400)).toBe(1);
  });
});

describe('virtual list body', () => {
  it('mounts the rows in view plus overscan when rows are tall, also after a jump of the scroll bar', async () => {
    // jsdom lays nothing out: a 600px viewport and rows of 200px (twelve wrapped columns).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
    await renderInRouter(<ListScreen screen={descriptor} userType="mofa_staff" />, '/references/:status', '/references/all?page_size=9999');
    expect(await screen.findByText('1 – 500 of 500')).toBeTruthy();
    const table = screen.getByRole('table');
    const mounted = () => within(table).getAllByRole('row').filter((row) => row.hasAttribute('aria-rowindex') && row.getAttribute('aria-rowindex') !== '1');
    // Three rows in view and two of overscan (400px) below; five rows of overscan would make eight.
    expect(mounted().length).toBeLessThanOrEqual(6);
    const scroller = table.parentElement!;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 200 * 300 });
    fireEvent.scroll(scroller);
    // Unmeasured rows are placed by the measured mean, so row 301 is where the scroll bar points
    // (guessed at 41px, the rows after the first twenty put it past the end of the list).
    expect(await screen.findByText('Reference 301')).toBeTruthy();
    expect(mounted().length).toBeLessThanOrEqual(8);
    expect(mounted()[0]!.getAttribute('aria-rowindex')).not.toBe('2');
  });
});
