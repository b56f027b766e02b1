// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordList, type RecordColumn } from '../../../src/portal/runtime/lists/record-list.tsx';

// A bespoke list (the corrupted entities' groups, the restricted countries): a table on a wide
// window, the generic list's cards at or below the layout breakpoint, each card with every column
// and the record's buttons.
type Country = { code: string; name: string; by: string };
const rows: Country[] = [{ code: 'YE', name: 'Yemen', by: 'Khaled' }, { code: 'SY', name: 'Syria', by: 'Dana' }];
const columns: Array<RecordColumn<Country>> = [
  { key: 'name', label: 'Country', value: (row) => row.name },
  { key: 'by', label: 'Added by', value: (row) => row.by },
  { key: 'code', label: 'Code', value: (row) => row.code, dir: 'ltr' },
];

function show(narrow: boolean, onRemove = vi.fn()) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query, addEventListener() {}, removeEventListener() {} }));
  render(
    <>
      <h1 id="heading">Restricted countries</h1>
      <RecordList
        rows={rows}
        rowKey={(row) => row.code}
        columns={columns}
        labelledBy="heading"
        actionsLabel="Actions"
        actions={(row, size) => <button data-size={size} onClick={() => onRemove(row.code)}>{`Remove ${row.name}`}</button>}
      />
    </>,
  );
  return onRemove;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecordList', () => {
  it('is a table named by its heading on a wide window, the buttons in the last column', () => {
    show(false);
    const table = screen.getByRole('table', { name: 'Restricted countries' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Country', 'Added by', 'Code', 'Actions']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Yemen', 'Khaled', 'YE', 'Remove Yemen'],
      ['Syria', 'Dana', 'SY', 'Remove Syria'],
    ]);
    expect(screen.getByRole('button', { name: 'Remove Yemen' }).dataset.size).toBe('small');
  });

  it('is one card per record below the breakpoint: every label with its value, then its buttons', async () => {
    const onRemove = show(true);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Restricted countries' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.getAttribute('aria-posinset')).toBe('2');
    expect(cards[1]!.getAttribute('aria-setsize')).toBe('2');
    expect(within(cards[1]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Country', 'Added by', 'Code']);
    expect(within(cards[1]!).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Syria', 'Dana', 'SY']);
    expect(within(cards[1]!).getByText('SY').getAttribute('dir')).toBe('ltr');
    const remove = within(within(cards[1]!).getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Remove Syria' });
    expect(remove.dataset.size).toBe('medium');
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith('SY');
  });
});
