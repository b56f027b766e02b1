// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/references.ts';
import type { ListScreen as ListDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import ListScreen from '../../../src/portal/runtime/lists/list-screen.tsx';
import { renderInRouter } from './render-in-router.tsx';

const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation }));

const descriptor = screens.find((item) => item.name === 'references.list') as ListDescriptor;
const records = (total: number) =>
  Array.from({ length: total }, (_, index) => ({ id: index + 1, title: `Reference ${index + 1}`, author: 'Dana', published_date: '2024-03-05', views: 1234, visible: true }));
function serve(total: number) {
  callOperation.mockImplementation(async (_operation: string, init: { query: { page: number; page_size: number } }) => {
    const { page, page_size: size } = init.query;
    return { ok: true, status: 200, data: { count: total, results: records(total).slice((page - 1) * size, page * size) } };
  });
}
const show = (url = '/references/all', language: 'ar' | 'en' = 'en') =>
  renderInRouter(<ListScreen screen={descriptor} userType="mofa_staff" />, '/references/:status', url, language);

// A phone-sized window: the layout query matches.
beforeEach(() => {
  serve(23);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  callOperation.mockReset();
  vi.unstubAllGlobals();
});

describe('ListScreen below the layout breakpoint', () => {
  it('shows one card per row, every column as its label and the formatted value, with the row link', async () => {
    await show();
    expect(await screen.findByText('1 – 10 of 23')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'References' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(cards[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(cards[0]!.getAttribute('aria-setsize')).toBe('23');
    expect(within(cards[0]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Title', 'Author', 'Published date', 'Views', 'Published']);
    expect(within(cards[0]!).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Reference 1', 'Dana', '05/03/2024', '1,234', 'Yes']);
    expect(within(cards[0]!).getByRole('link', { name: 'Reference 1' }).getAttribute('href')).toBe('/references/preview/1');
  });

  it('offers the tabs as one select that navigates', async () => {
    const router = await show();
    await screen.findByText('1 – 10 of 23');
    expect(screen.queryByRole('tablist')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Hidden');
    expect(router.state.location.pathname).toBe('/references/hidden');
  });

  it('sorts by a select of the sortable columns, since no header is drawn', async () => {
    const router = await show();
    await screen.findByText('1 – 10 of 23');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect((sort as HTMLSelectElement).value).toBe('-published_date');
    await userEvent.selectOptions(sort, 'Title, ascending');
    expect(router.state.location.search).toBe('?ordering=title');
    await waitFor(() => expect(callOperation.mock.lastCall?.[1].query).toMatchObject({ ordering: 'title', page: 1 }));
  });

  it('mounts only the cards in view when All brings many', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const cardHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
    serve(500);
    await show('/references/all?page_size=9999');
    expect(await screen.findByText('1 – 500 of 500')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'References' });
    const mounted = () => within(list).getAllByRole('listitem');
    expect(mounted().length).toBeGreaterThan(2);
    expect(mounted().length).toBeLessThanOrEqual(20);
    const scroller = list.parentElement!;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 158 * 300 });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(Number(mounted()[0]!.getAttribute('aria-posinset'))).toBeGreaterThan(250));
    expect(screen.queryByText('Reference 1')).toBeNull();
    expect(mounted().length).toBeLessThanOrEqual(20);
    height.mockRestore();
    cardHeight.mockRestore();
  });
});
