// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/references.ts';
import type { ListScreen as ListDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import ListScreen from '../../../src/portal/runtime/lists/list-screen.tsx';
import { renderInRouter } from './render-in-router.tsx';

const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn() }));
// Typed and loose calls go through one fake (the runtimes call operations by descriptor names loosely).
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation }));

const descriptor = screens.find((item) => item.name === 'references.list') as ListDescriptor;
const records = (total: number) =>
  Array.from({ length: total }, (_, index) => ({
    id: index + 1,
    title: `Reference ${index + 1}`,
    author: 'Dana',
    published_date: '2024-03-05',
    views: 1234,
    visible: index % 2 === 0,
  }));

// A fake server: pages the records by `page`/`page_size`.
function serve(total: number) {
  callOperation.mockImplementation(async (_operation: string, init: { query: { page: number; page_size: number } }) => {
    const { page, page_size: size } = init.query;
    return { ok: true, status: 200, data: { count: total, results: records(total).slice((page - 1) * size, page * size) } };
  });
}
const lastQuery = () => callOperation.mock.lastCall?.[1].query as Record<string, unknown>;
const show = (url = '/references/all', userType = 'mofa_staff', language: 'ar' | 'en' = 'en') =>
  renderInRouter(<ListScreen screen={descriptor} userType={userType} />, '/references/:status', url, language);

beforeEach(() => serve(23));
afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('ListScreen', () => {
  it('renders translated headers, formatted cells and links, and the range', async () => {
    await show();
    expect(await screen.findByText('1 – 10 of 23')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'References' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Title', 'Author', 'Published date', 'Views', 'Published']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Reference 1', 'Dana', '05/03/2024', '1,234', 'Yes']);
    expect(within(first).getByRole('link', { name: 'Reference 1' }).getAttribute('href')).toBe('/references/preview/1');
    expect(callOperation).toHaveBeenCalledWith('listReferences', expect.objectContaining({ query: { ordering: '-published_date', page: 1, page_size: 10 } }));
  });

  it('requests the next page and puts it in the address', async () => {
    const router = await show();
    await screen.findByText('1 – 10 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11 – 20 of 23')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ page: 2, page_size: 10 });
    expect(router.state.location.search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21 – 23 of 23')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes rows per page from page 1, with All as 9999', async () => {
    const router = await show('/references/all?page=2');
    await screen.findByText('11 – 20 of 23');
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', '10', '20', '30']);
    await userEvent.selectOptions(select, '20');
    expect(await screen.findByText('1 – 20 of 23')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ page: 1, page_size: 20 });
    expect(router.state.location.search).toBe('?page_size=20');
    await userEvent.selectOptions(select, 'All');
    expect(await screen.findByText('1 – 23 of 23')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ page_size: 9999 });
  });

  it('sorts by a clicked header through `ordering`, with aria-sort', async () => {
    const router = await show();
    await screen.findByText('1 – 10 of 23');
    const title = screen.getByRole('columnheader', { name: 'Title' });
    expect(title.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Published date' }).getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(title).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ ordering: 'title', page: 1 }));
    expect(title.getAttribute('aria-sort')).toBe('ascending');
    expect(router.state.location.search).toBe('?ordering=title');
    await userEvent.click(within(title).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ ordering: '-title' }));
    expect(title.getAttribute('aria-sort')).toBe('descending');
  });

  it('switches tabs through the route param and sends the tab query', async () => {
    const router = await show('/references/all?page_size=20&page=2');
    await screen.findByText('21 – 23 of 23');
    await userEvent.click(screen.getByRole('tab', { name: 'Hidden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/references/hidden'));
    expect(router.state.location.search).toBe('?page_size=20');
    await waitFor(() => expect(lastQuery()).toEqual({ visible: 'false', ordering: '-published_date', page: 1, page_size: 20 }));
    expect(screen.getByRole('tab', { name: 'Hidden' }).getAttribute('aria-selected')).toBe('true');
  });

  it('searches on Enter and restores the search from the address', async () => {
    const router = await show('/references/all?page=2');
    await screen.findByText('11 – 20 of 23');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'law{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'law', page: 1 }));
    expect(router.state.location.search).toBe('?search=law');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('law');
  });

  it('offers a select filter\'s choices from its lookup, in the page\'s language, only to user types that may call it', async () => {
    const grouped: ListDescriptor = { ...descriptor, filters: [{ param: 'groups', label: 'users.fields.groups', kind: 'select', optionsFrom: { operation: 'listGroups', value: 'id', label: 'name' } }] };
    const groups = [{ id: 3, name: 'Staff' }, { id: 2, name: 'Admin Observer' }];
    callOperation.mockImplementation(async (operation: string) => ({ ok: true, status: 200, data: operation === 'listGroups' ? groups : { count: 0, results: [] } }));
    const router = await renderInRouter(<ListScreen screen={grouped} userType="mofa_admin" />, '/references/:status', '/references/all', 'en');
    const select = (await screen.findByRole('combobox', { name: 'Groups' })) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['All', 'Staff', 'Admin Observer']));
    fireEvent.change(select, { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?groups=2'));
    expect(lastQuery()).toMatchObject({ groups: '2' });
    cleanup();
    callOperation.mockClear();
    await renderInRouter(<ListScreen screen={grouped} userType="dm" />, '/references/:status', '/references/all', 'en');
    const refused = (await screen.findByRole('combobox', { name: 'Groups' })) as HTMLSelectElement;
    expect([...refused.options].map((o) => o.textContent)).toEqual(['All']);
    expect(callOperation).not.toHaveBeenCalledWith('listGroups', expect.anything());
  });

  it('shows the add action only to user types the rule grants', async () => {
    await show('/references/all', 'mofa_admin');
    expect((await screen.findByRole('link', { name: 'Add reference' })).getAttribute('href')).toBe('/references/add');
    cleanup();
    await show('/references/all', 'le');
    await screen.findByText('1 – 10 of 23');
    expect(screen.queryByRole('link', { name: 'Add reference' })).toBeNull();
  });

  it('shows the empty state', async () => {
    serve(0);
    await show();
    expect(await screen.findByText('No records to show')).toBeTruthy();
  });

  it('says a refused list is not for this account, with a way home and no retry', async () => {
    callOperation.mockResolvedValueOnce({ ok: false, status: 403, error: { code: 'forbidden', message: '' } });
    await show();
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a translated error with a retry that asks again', async () => {
    callOperation.mockResolvedValueOnce({ ok: false, status: 500, error: { code: 'server_error', message: '' } });
    await show();
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 – 10 of 23')).toBeTruthy();
    expect(callOperation).toHaveBeenCalledTimes(2);
  });

  it('renders Arabic labels and digits', async () => {
    await show('/references/all', 'mofa_staff', 'ar');
    expect(await screen.findByText('١ – ١٠ من ٢٣')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'العنوان' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'المنشورة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeTruthy();
    expect(screen.getAllByText('نعم').length).toBeGreaterThan(0);
  });

  it('mounts only a window of rows when All brings many, and follows the scroll', async () => {
    // jsdom lays nothing out: give every element a 600px viewport for the virtualizer to fill.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const rowHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(41);
    serve(500);
    await show('/references/all?page_size=9999');
    expect(await screen.findByText('1 – 500 of 500')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    const mounted = () => within(table).getAllByRole('row').slice(1);
    expect(mounted().length).toBeGreaterThan(10);
    expect(mounted().length).toBeLessThanOrEqual(100);
    expect(mounted()[0]!.getAttribute('aria-rowindex')).toBe('2');
    const scroller = table.parentElement!;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 41 * 300 });
    fireEvent.scroll(scroller);
    expect(await screen.findByText('Reference 305')).toBeTruthy();
    expect(screen.queryByText('Reference 1')).toBeNull();
    expect(mounted().length).toBeLessThanOrEqual(100);
    height.mockRestore();
    rowHeight.mockRestore();
  });
});
