// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screens } from '../../../generated/screens/safe-travel.ts';
import type { DetailScreen } from '../../../src/shared/spec-model.ts';
import { DetailSection } from '../../../src/portal/runtime/screens/detail-section.tsx';
import { renderInLanguage, textOf, type Language } from '../forms/render-in-language.tsx';

// A list of objects on a record's page (issue 19 item 2): a table of the items' fields, codes by
// name, in both languages — never `[object Object]`.
afterEach(cleanup);

const item = screens.find((s) => s.name === 'safe_travel.item') as unknown as DetailScreen;
const people = item.sections.find((section) => section.fields.includes('travellers'))!;
const record = { id: 1, travel_country: 'JO', travellers: [{ name: 'Ali Hasan', passport_number: 'P1234567', nationality: 'EG' }, { name: 'Sara', passport_number: 'P7' }] };

describe.each<[Language, string]>([['en', 'Egypt'], ['ar', 'مصر']])('DetailSection with travellers (%s)', (language, egypt) => {
  it('draws them as a table named by the field, one row per traveller, the nationality by name', async () => {
    await renderInLanguage(<DetailSection section={people} entity="safe-travel" record={record} />, language);
    const table = screen.getByRole('table', { name: textOf(language, 'safe_travel.fields.travellers') });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    // The item fields in declared order (spec/entities/safe-travel.schema.json).
    expect(headers).toEqual(['traveller_name', 'passport_number', 'passport_issue_date', 'passport_expiry_date', 'nationality', 'birth_date', 'birth_place'].map((key) => textOf(language, `safe_travel.fields.${key}`)));
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([['Ali Hasan', 'P1234567', '', '', egypt, '', ''], ['Sara', 'P7', '', '', '', '', '']]);
    expect(document.body.textContent).not.toContain('[object Object]');
  });
});
