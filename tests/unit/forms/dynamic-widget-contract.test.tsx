// @vitest-environment jsdom
import { act, cleanup, screen as view } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DynamicFormView from '../../../src/portal/runtime/forms/dynamic-form-view.tsx';
import type { DynamicField } from '../../../src/shared/dynamic-forms/index.ts';
import { installFakeXhr } from './fake-xhr.ts';
import { renderInLanguage, textOf, type Language } from './render-in-language.tsx';

/**
 * The widget contract for the server-driven field types, in Arabic and English: the ministry's
 * label shows with the required mark, an empty submit puts the translated required message under
 * the field and marks the control invalid, a value breaking the type's rule gets that rule's spec
 * message (a refused upload the server's `file` message), and what the user enters reaches
 * `onSubmit` in the stored format (phone +code number, currency CODE/amount, social networks and
 * accounts, the uploaded file's id — sent with `foreign_entity`, `form_tab` and `section`).
 */
type Case = {
  type: DynamicField['field_type'];
  name: string;
  control: (label: RegExp) => HTMLElement;
  fill: (user: UserEvent, language: Language, label: RegExp) => Promise<void>;
  expected: unknown;
  /** Controls that do not carry aria-invalid themselves (a group of checkboxes). */
  noAriaInvalid?: boolean;
  /**
   * Input that breaks the type's rule and the message it gets on submit (a key), or at once (the
   * server's text, for a refused upload); `fill` then corrects it.
   */
  invalid?: { fill: (user: UserEvent, language: Language, label: RegExp) => Promise<void>; messageKey?: string; params?: Record<string, unknown>; serverText?: string };
};

const OPTIONS = [
  { value: 'yes', label: 'Yes', label_ar: 'نعم' },
  { value: 'no', label: 'No', label_ar: 'لا' },
];
const byLabel = (label: RegExp) => view.getByLabelText(label);
const typeInto = (text: string) => async (user: UserEvent, _: Language, label: RegExp) => {
  await user.clear(byLabel(label));
  await user.type(byLabel(label), text);
};
const RECORD = 42;

const cases: Case[] = [
  { type: 1, name: 'char', control: byLabel, fill: typeInto('Al Amal'), expected: 'Al Amal' },
  { type: 2, name: 'text', control: byLabel, fill: typeInto('Line one'), expected: 'Line one' },
  { type: 3, name: 'date', control: byLabel, fill: typeInto('2024-05-01'), expected: '2024-05-01' },
  { type: 4, name: 'email', control: byLabel, invalid: { fill: typeInto('info@alamal'), messageKey: 'errors.email' }, fill: typeInto('info@alamal.org'), expected: 'info@alamal.org' },
  { type: 5, name: 'phone', control: byLabel, invalid: { fill: typeInto('5123'), messageKey: 'errors.phone' }, fill: typeInto('51234567'), expected: '+96551234567' },
  { type: 6, name: 'select', control: byLabel, fill: (user, language, label) => user.selectOptions(byLabel(label), language === 'ar' ? 'نعم' : 'Yes'), expected: 'yes' },
  { type: 7, name: 'decimal', control: byLabel, fill: typeInto('12.5'), expected: 12.5 },
  { type: 8, name: 'radio', control: () => view.getByRole('radiogroup'), fill: (user, language) => user.click(view.getByLabelText(language === 'ar' ? 'لا' : 'No')), expected: 'no' },
  {
    type: 9, name: 'currency', control: byLabel, invalid: { fill: typeInto('125.5005'), messageKey: 'forms.errors.decimals', params: { limit: 3 } },
    fill: typeInto('125.500'), expected: 'KWD/125.500',
  },
  {
    type: 10, name: 'social', noAriaInvalid: true, control: () => view.getByRole('group', { name: textOf('en', 'forms.widgets.social_networks') }),
    invalid: { fill: (user, language) => user.click(view.getByLabelText(textOf(language, 'forms.widgets.networks.facebook'))), messageKey: 'errors.required' },
    fill: (user) => user.type(document.getElementById('root_field_10_facebook_account')!, 'alamal'),
    expected: { networks: 'facebook', accounts: { facebook: 'alamal' } },
  },
  { type: 11, name: 'url', control: byLabel, invalid: { fill: typeInto('ftp://alamal.org'), messageKey: 'errors.url' }, fill: typeInto('https://alamal.org'), expected: 'https://alamal.org' },
  {
    type: 12, name: 'file', control: (label) => view.getByRole('button', { name: label }),
    invalid: {
      // A PNG renamed .pdf passes the browser's check; the server reads the bytes and refuses it.
      fill: async (user) => {
        const xhr = installFakeXhr();
        await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['\x89PNG'], 'photo.pdf', { type: 'application/pdf' }));
        await act(async () => xhr.requests[0]!.respond(400, { code: 'unsupported_file_extension', message: 'Unsupported file extension', fields: { file: 'Unsupported file extension' } }));
      },
      serverText: 'Unsupported file extension',
    },
    fill: async (user) => {
      const xhr = installFakeXhr();
      await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
      const sent = xhr.requests[0]!;
      expect(sent.url).toBe('/api/v1/form-files/');
      const body = sent.body as FormData;
      expect([...body.keys()]).toEqual(['foreign_entity', 'form_tab', 'section', 'file']);
      expect([body.get('foreign_entity'), body.get('form_tab'), body.get('section')]).toEqual([String(RECORD), '1', '12']);
      await act(async () => sent.respond(201, { id: 7, name: 'licence.pdf', size: 8, content_type: 'application/pdf' }));
      await view.findByText('licence.pdf');
    },
    expected: 7,
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['ar', 'en'] as const)('dynamic widget contract in %s', (language) => {
  it.each(cases)('$name: label, translated message under the field, input reaches onSubmit', async (c) => {
    const field: DynamicField = {
      id: c.type, field_type: c.type, label_en: `Field ${c.name}`, label_ar: `حقل ${c.name}`, is_required: true, form_tab: 1, select_data: OPTIONS,
    };
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderInLanguage(<DynamicFormView record={RECORD} tabs={[{ id: 1, form: 'demo', name_en: 'Tab', name_ar: 'تبويب' }]} fields={[field]} onSubmit={onSubmit} />, language);
    const labelText = language === 'ar' ? field.label_ar : field.label_en;
    const label = new RegExp(`^${labelText}\\s*\\*?$`);
    expect(view.getByText(labelText).closest('label, legend')?.textContent).toMatch(/\*$/);
    const submit = () => user.click(view.getByRole('button', { name: textOf(language, 'forms.dynamic.submit') }));
    await submit();

    const key = `field_${c.type}`;
    const message = document.getElementById(`root_${key}__error`);
    expect(message?.textContent).toBe(textOf(language, 'errors.required'));
    if (!c.noAriaInvalid) expect(c.control(label).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    if (c.invalid) {
      await c.invalid.fill(user, language, label);
      if (!c.invalid.serverText) await submit();
      const broken = document.getElementById(`root_${key}__error`)?.textContent;
      expect(broken).toBe(c.invalid.serverText ?? textOf(language, c.invalid.messageKey!, c.invalid.params));
      if (!c.noAriaInvalid) expect(c.control(label).getAttribute('aria-invalid')).toBe('true');
      expect(onSubmit).not.toHaveBeenCalled();
    }

    await c.fill(user, language, label);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ [key]: c.expected });
    expect(document.getElementById(`root_${key}__error`)).toBeNull();
  });
});
