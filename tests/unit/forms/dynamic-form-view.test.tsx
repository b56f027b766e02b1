// @vitest-environment jsdom
import { cleanup, screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DynamicFormView from '../../../src/portal/runtime/forms/dynamic-form-view.tsx';
import type { DynamicField, FormTab } from '../../../src/shared/dynamic-forms/index.ts';
import { renderInLanguage, textOf } from './render-in-language.tsx';

// A two-tab form: "Has a bank account" (radio) controls "Bank name" (shown when Yes); a hidden
// field never shows; the second tab holds a phone number.
const tabs: FormTab[] = [
  { id: 1, form: 'demo', name_en: 'Finance', name_ar: 'المالية', order: 1 },
  { id: 2, form: 'demo', name_en: 'Contact', name_ar: 'الاتصال', order: 2 },
];
const fields: DynamicField[] = [
  { id: 1, field_type: 8, label_en: 'Has a bank account', label_ar: 'لديها حساب مصرفي', is_required: true, form_tab: 1, order: 1, select_data: [{ value: 'yes', label: 'Yes', label_ar: 'نعم' }, { value: 'no', label: 'No', label_ar: 'لا' }] },
  { id: 2, field_type: 1, label_en: 'Bank name', label_ar: 'اسم البنك', is_required: true, form_tab: 1, order: 2, depends_on: 1, show_if: 'Yes' },
  { id: 3, field_type: 1, label_en: 'Internal reference', label_ar: 'مرجع داخلي', form_tab: 1, order: 3, hide: true },
  { id: 4, field_type: 5, label_en: 'Mobile', label_ar: 'الهاتف المحمول', is_required: false, form_tab: 2, order: 1 },
];

afterEach(cleanup);

describe('dynamic form view', () => {
  it('shows a conditional field only while its condition holds and drops its value when hidden', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderInLanguage(<DynamicFormView tabs={tabs} fields={fields} initialValues={{ field_3: 'secret' }} onSubmit={onSubmit} />, 'en');
    expect(view.queryByLabelText(/^Bank name/)).toBeNull();
    expect(view.queryByLabelText(/^Internal reference/)).toBeNull();
    await user.click(view.getByLabelText('Yes'));
    await user.type(view.getByLabelText(/^Bank name/), 'Gulf Bank');
    await user.click(view.getByLabelText('No'));
    expect(view.queryByLabelText(/^Bank name/)).toBeNull();
    await user.click(view.getByRole('button', { name: textOf('en', 'forms.dynamic.submit') }));
    expect(onSubmit).toHaveBeenCalledWith({ field_1: 'no' });
  });

  it('requires the conditional field when it shows, with the translated message', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderInLanguage(<DynamicFormView tabs={tabs} fields={fields} onSubmit={onSubmit} />, 'ar');
    await user.click(view.getByLabelText('نعم'));
    await user.click(view.getByRole('button', { name: textOf('ar', 'forms.dynamic.submit') }));
    expect(document.getElementById('root_field_2__error')?.textContent).toBe(textOf('ar', 'errors.required'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a phone on submit with the shared rule and opens the tab holding the error', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderInLanguage(<DynamicFormView tabs={tabs} fields={fields} onSubmit={onSubmit} />, 'en');
    await user.click(view.getByLabelText('No'));
    await user.click(view.getByRole('tab', { name: 'Contact' }));
    await user.type(view.getByLabelText(/^Mobile/), '12');
    await user.click(view.getByRole('tab', { name: 'Finance' }));
    await user.click(view.getByRole('button', { name: textOf('en', 'forms.dynamic.submit') }));
    expect(view.getByRole('tab', { name: 'Contact' }).getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('root_field_4__error')?.textContent).toBe('Phone number is not valid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows server messages under their fields', async () => {
    await renderInLanguage(<DynamicFormView tabs={tabs} fields={fields} serverErrors={{ field_1: 'Server says no' }} onSubmit={vi.fn()} />, 'en');
    expect(document.getElementById('root_field_1__error')?.textContent).toBe('Server says no');
  });
});
