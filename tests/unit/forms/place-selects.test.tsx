// @vitest-environment jsdom
import { cleanup, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOperation } from '../../../src/portal/lib/api-client.ts';
import SchemaForm from '../../../src/portal/runtime/forms/schema-form.tsx';
import { installFakeLookups } from './fake-lookups.ts';
import { ruleEntity, screenOf } from './fixtures.ts';
import { renderInLanguage, textOf, type Language } from './render-in-language.tsx';

import type * as ApiClient from '../../../src/portal/lib/api-client.ts';

// Typed and loose calls (`callAnyOperation`, the runtimes') go through one fake.
vi.mock('../../../src/portal/lib/api-client.ts', async (original) => {
  const fake = vi.fn();
  return { ...(await original<typeof ApiClient>()), callOperation: fake, callAnyOperation: fake };
});
const call = vi.mocked(callOperation) as never;

// The chain of place selects (product spec section 5): the country select is disabled until a
// continent is chosen (unless independent) and lists that continent's countries; the city select
// waits for the province; a choice the new list does not offer is dropped; a failed list is only
// logged and the select stays usable (spec section 8).
const box = (language: Language, field: string) => view.getByRole('combobox', { name: new RegExp(`^${textOf(language, `forms.widgets_demo.fields.${field}`)}`) });
const pick = async (language: Language, field: string, option: string) => {
  const user = userEvent.setup();
  await user.click(box(language, field));
  await user.click(await view.findByRole('option', { name: option }));
};
const places = screenOf(['continent', 'country', 'province', 'city'], { continent: 'continent', country: 'country', province: 'province', city: 'city' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe.each(['ar', 'en'] as const)('place selects in %s', (language) => {
  const name = (ar: string, en: string) => (language === 'ar' ? ar : en);

  it('country waits for the continent, lists its countries, and is cleared when the continent changes', async () => {
    const asked = installFakeLookups(call);
    const onSubmit = vi.fn();
    await renderInLanguage(<SchemaForm schema={ruleEntity} screen={places} onSubmit={onSubmit} />, language);
    expect((box(language, 'country') as HTMLInputElement).disabled).toBe(true);
    expect(box(language, 'country').getAttribute('placeholder')).toBe(textOf(language, 'forms.widgets.lookups.choose_continent_first'));
    expect((box(language, 'city') as HTMLInputElement).disabled).toBe(true);
    expect(asked).toEqual(['continents']);

    await pick(language, 'continent', name('أوروبا', 'Europe'));
    await waitFor(() => expect((box(language, 'country') as HTMLInputElement).disabled).toBe(false));
    await userEvent.setup().click(box(language, 'country'));
    expect((await view.findAllByRole('option')).map((option) => option.textContent)).toEqual([name('فرنسا', 'France')]);
    await userEvent.setup().click(view.getByRole('option', { name: name('فرنسا', 'France') }));
    expect((box(language, 'country') as HTMLInputElement).value).toBe(name('فرنسا', 'France'));

    await pick(language, 'continent', name('آسيا', 'Asia'));
    await waitFor(() => expect((box(language, 'country') as HTMLInputElement).value).toBe(''));
    expect(asked).toEqual(['continents', 'countries?continent=EU', 'provinces?country=FR', 'countries?continent=AS']);
  });

  it('city waits for the province and lists only its cities', async () => {
    installFakeLookups(call);
    await renderInLanguage(<SchemaForm schema={ruleEntity} screen={places} formData={{ continent: 'AS', country: 'KW' }} onSubmit={vi.fn()} />, language);
    expect((box(language, 'city') as HTMLInputElement).disabled).toBe(true);
    expect(box(language, 'city').getAttribute('placeholder')).toBe(textOf(language, 'forms.widgets.lookups.choose_province_first'));
    await pick(language, 'province', name('حولي', 'Hawalli'));
    await waitFor(() => expect((box(language, 'city') as HTMLInputElement).disabled).toBe(false));
    await userEvent.setup().click(box(language, 'city'));
    expect((await view.findAllByRole('option')).map((option) => option.textContent)).toEqual([name('السالمية', 'Salmiya')]);
  });

  it('an independent country select does not wait for a continent and lists every country', async () => {
    installFakeLookups(call);
    const screen = screenOf(['country'], { country: 'country' }, {}, { country: { independent: true } });
    await renderInLanguage(<SchemaForm schema={ruleEntity} screen={screen} onSubmit={vi.fn()} />, language);
    expect((box(language, 'country') as HTMLInputElement).disabled).toBe(false);
    await userEvent.setup().click(box(language, 'country'));
    expect(await view.findAllByRole('option')).toHaveLength(3);
  });

  it('a failed list is only logged; the select stays usable and asks again when opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked = installFakeLookups(call, ['continents']);
    await renderInLanguage(<SchemaForm schema={ruleEntity} screen={places} onSubmit={vi.fn()} />, language);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(view.queryByRole('alert')).toBeNull();
    expect((box(language, 'continent') as HTMLInputElement).disabled).toBe(false);
    installFakeLookups(call);
    await pick(language, 'continent', name('آسيا', 'Asia'));
    expect(asked).toEqual(['continents']);
    expect((box(language, 'continent') as HTMLInputElement).value).toBe(name('آسيا', 'Asia'));
  });
});
