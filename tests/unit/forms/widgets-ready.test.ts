// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyParts } from '../../../src/portal/runtime/forms/theme/registry.ts';
import { needsOf, useWidgetsReady } from '../../../src/portal/runtime/forms/theme/widgets-ready.ts';

// A form is drawn once the lazy parts it names have loaded: one it misses would draw nothing in its
// place for a moment, and a missed phone rule would check phones before the phone numbers are there.
describe('what a form waits for before it is drawn', () => {
  it('the widgets and fields its uiSchema names, list items too, each once', () => {
    const uiSchema = { country: { 'ui:widget': 'country' }, travellers: { items: { nationality: { 'ui:widget': 'country' }, stay: { 'ui:field': 'dateRange' } } } };
    expect(needsOf({}, uiSchema)).toEqual([lazyParts.country, lazyParts.dateRange]);
  });

  it('the date widget of a `format: date` property the uiSchema leaves to RJSF', () => {
    expect(needsOf({ type: 'object', properties: { day: { type: 'string', format: 'date' } } }, {})).toEqual([lazyParts.DateWidget]);
  });

  it('the phone numbers when a field of the `phone` rule, named or with options, or of the phone widget holds a value', () => {
    const schema = { properties: { mobile: { type: 'string', 'x-rule': 'phone' }, name: { type: 'string' } } };
    const phoneNumbers = needsOf(schema, {}, { mobile: '+96551234567' });
    expect(phoneNumbers).toHaveLength(1);
    expect(Object.values(lazyParts)).not.toContain(phoneNumbers[0]);
    expect(needsOf({ properties: { mobile: { 'x-rule': { name: 'phone' } } } }, {}, { mobile: '+96551234567' })).toEqual(phoneNumbers);
    expect(needsOf({}, { field_5: { 'ui:widget': 'phone' } }, { field_5: '+96551234567' })).toEqual([lazyParts.phone, phoneNumbers[0]]);
    // In a list's items too; not for empty phone fields, nor for a value of another field.
    expect(needsOf({ properties: { contacts: { type: 'array', items: { properties: { mobile: { 'x-rule': 'phone' } } } } } }, {}, { contacts: [{}, { mobile: '+1' }] })).toEqual(phoneNumbers);
    expect(needsOf(schema, {}, { mobile: ' ', name: '+96551234567' })).toEqual([]);
    expect(needsOf(schema, {}, {})).toEqual([]);
    expect(needsOf(schema, {})).toEqual([]);
    expect(needsOf({}, { field_5: { 'ui:widget': 'phone' } }, {})).toEqual([lazyParts.phone]);
  });

  it("RJSF's own parts drawn on demand and its allOf merge, when the schema or uiSchema asks for them", () => {
    const choice = needsOf({ properties: { kind: { oneOf: [{ const: 'a' }, { const: 'b' }] } } }, { kind: { 'ui:widget': 'radio' } });
    expect(choice).toHaveLength(2);
    const merged = needsOf({ properties: { both: { allOf: [{ type: 'string' }, { maxLength: 3 }] } } }, {});
    expect(merged).toHaveLength(1);
    expect(choice).not.toContain(merged[0]);
  });

  it('nothing for inputs drawn by the theme itself', () => {
    expect(needsOf({ properties: { name: { type: 'string' }, note: { type: 'string' } } }, { note: { 'ui:widget': 'textarea' } })).toEqual([]);
  });
});

describe('a form whose parts were fetched ahead', () => {
  // The route's loader fetches a form's parts as its runtime arrives (preloadFormNeeds): one may
  // arrive after the render that found it missing and before that render's effect. The form is
  // drawn then too (it was left blank for good: nothing was left to wait for, so nothing drew again).
  it('is drawn when its part arrives between the render and the effect', async () => {
    let asked = 0;
    const part = { loaded: () => (asked += 1) > 1, preload: () => Promise.resolve() };
    (lazyParts as Record<string, unknown>).arrivesAhead = part;
    try {
      const { result } = renderHook(() => useWidgetsReady({}, { field: { 'ui:widget': 'arrivesAhead' } }));
      await waitFor(() => expect(result.current).toBe(true));
    } finally {
      delete (lazyParts as Record<string, unknown>).arrivesAhead;
    }
  });
});
