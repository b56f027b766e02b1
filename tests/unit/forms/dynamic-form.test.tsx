// @vitest-environment jsdom
import { cleanup, screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOperation } from '../../../src/portal/lib/api-client.ts';
import DynamicForm from '../../../src/portal/runtime/forms/dynamic-form.tsx';
import { renderInLanguage, textOf } from './render-in-language.tsx';

import type * as ApiClient from '../../../src/portal/lib/api-client.ts';

// Typed and loose calls (`callAnyOperation`, the runtimes') go through one fake.
vi.mock('../../../src/portal/lib/api-client.ts', async (original) => {
  const fake = vi.fn();
  return { ...(await original<typeof ApiClient>()), callOperation: fake, callAnyOperation: fake };
});
const call = vi.mocked(callOperation);

// The server's answers: one tab, a name and a social field, a stored name.
const tabs = { count: 1, results: [{ id: 1, form: 'demo', name_en: 'Contact', name_ar: 'الاتصال' }] };
const fields = {
  count: 2,
  results: [
    { id: 5, form: 'demo', form_tab: 1, field_type: 1, label_en: 'Organisation name', label_ar: 'اسم الجهة', is_required: true },
    { id: 6, form: 'demo', form_tab: 1, field_type: 10, label_en: 'Social media accounts', label_ar: 'حسابات التواصل', is_required: false },
  ],
};
function answer(saveResult: unknown) {
  call.mockImplementation(async (operation) => {
    if (operation === 'listFormTabs') return { ok: true, status: 200, data: tabs };
    if (operation === 'listFormFields') return { ok: true, status: 200, data: fields };
    if (operation === 'listFormValues') return { ok: true, status: 200, data: [{ field: 5, value: 'Al Amal', extra: null }] };
    return saveResult as never;
  });
}

// Fluent's MessageBar measures itself; jsdom has no ResizeObserver.
vi.stubGlobal('ResizeObserver', class {
  observe() {}
  unobserve() {}
  disconnect() {}
});

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('DynamicForm', () => {
  it('loads the definition and stored values, and saves every field (an empty one as null)', async () => {
    answer({ ok: true, status: 200, data: [] });
    await renderInLanguage(<DynamicForm form="demo" />, 'en');
    expect(((await view.findByLabelText(/^Organisation name/)) as HTMLInputElement).value).toBe('Al Amal');
    await userEvent.setup().click(view.getByRole('button', { name: textOf('en', 'forms.dynamic.submit') }));
    expect(call).toHaveBeenCalledWith('updateFormValues', {
      body: { form: 'demo', values: [{ field: 5, value: 'Al Amal', extra: null }, { field: 6, value: null, extra: null }] },
    });
    expect(await view.findByText(textOf('en', 'forms.dynamic.saved'))).toBeTruthy();
  });

  it("shows the server's message under its field", async () => {
    answer({ ok: false, status: 400, error: { code: 'invalid_request', message: 'يرجى مراجعة الحقول', fields: { field_5: 'رسالة الخادم' } } });
    await renderInLanguage(<DynamicForm form="demo" />, 'ar');
    await view.findByLabelText(/^اسم الجهة/);
    await userEvent.setup().click(view.getByRole('button', { name: textOf('ar', 'forms.dynamic.submit') }));
    expect((await view.findAllByText('رسالة الخادم')).length).toBeGreaterThan(0);
    expect(document.getElementById('root_field_5__error')?.textContent).toBe('رسالة الخادم');
  });

  it('takes given definitions without loading them, and saves through the given call (a public link)', async () => {
    const save = vi.fn(async () => ({ ok: true as const, status: 200, data: {} }));
    const given = { tabs: tabs.results, fields: fields.results as never, values: { field_5: 'Hope Wells' } };
    await renderInLanguage(<DynamicForm form="foreign_entity" given={given} save={save} />, 'en');
    expect(((await view.findByLabelText(/^Organisation name/)) as HTMLInputElement).value).toBe('Hope Wells');
    await userEvent.setup().click(view.getByRole('button', { name: textOf('en', 'forms.dynamic.submit') }));
    expect(save).toHaveBeenCalledWith([{ field: 5, value: 'Hope Wells', extra: null }, { field: 6, value: null, extra: null }]);
    expect(call).not.toHaveBeenCalled();
    expect(await view.findByText(textOf('en', 'forms.dynamic.saved'))).toBeTruthy();
  });
});
