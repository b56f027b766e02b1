// @vitest-environment jsdom
import { act, cleanup, screen as view } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SchemaForm from '../../../src/portal/runtime/forms/schema-form.tsx';
import { installFakeXhr } from './fake-xhr.ts';
import { screenOf, widgetEntity } from './fixtures.ts';
import { renderInLanguage, textOf, type Language } from './render-in-language.tsx';

/**
 * The shared contract every widget of the theme meets, in Arabic and in English: the user sees its
 * label, a submit without a value puts the translated required message under it and marks the
 * control invalid, and a value entered the way a user would reaches `onSubmit`.
 */
type WidgetCase = {
  widget: string;
  field: string;
  uiWidget?: string;
  label: string;
  /** The control the user operates (the one marked invalid). */
  control: () => HTMLElement;
  fill: (user: UserEvent, language: Language) => Promise<void>;
  expected: unknown;
  /** The message of an empty submit: "required", except for a switch (it always has a value). */
  messageKey?: string;
};

/** A label as the user reads it: the text, then the required asterisk. */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const byLabel = (key: string) => () => view.getByLabelText(labelled(textOf(currentLanguage, key)));
let currentLanguage: Language = 'ar';

const cases: WidgetCase[] = [
  { widget: 'text', field: 'title', label: 'references.fields.title', control: byLabel('references.fields.title'), fill: (user) => user.type(byLabel('references.fields.title')(), 'Annual report'), expected: 'Annual report' },
  { widget: 'textarea', field: 'description', uiWidget: 'textarea', label: 'references.fields.description', control: byLabel('references.fields.description'), fill: (user) => user.type(byLabel('references.fields.description')(), 'Line one'), expected: 'Line one' },
  { widget: 'date', field: 'published_date', label: 'references.fields.published_date', control: byLabel('references.fields.published_date'), fill: (user) => user.type(byLabel('references.fields.published_date')(), '2024-05-01'), expected: '2024-05-01' },
  { widget: 'number', field: 'views', uiWidget: 'number', label: 'references.fields.views', control: byLabel('references.fields.views'), fill: (user) => user.type(byLabel('references.fields.views')(), '12'), expected: 12 },
  { widget: 'checkbox', field: 'visible', label: 'references.fields.visible', control: byLabel('references.fields.visible'), fill: (user) => user.click(byLabel('references.fields.visible')()), expected: true, messageKey: 'errors.invalid_choice' },
  {
    widget: 'select', field: 'user_type', label: 'users.fields.user_type', control: byLabel('users.fields.user_type'),
    fill: (user, language) => user.selectOptions(byLabel('users.fields.user_type')(), textOf(language, 'users.types.le')), expected: 'le',
  },
  {
    widget: 'checkboxes', field: 'user_types', uiWidget: 'checkboxes', label: 'references.fields.user_types',
    control: () => view.getByLabelText(textOf(currentLanguage, 'users.types.fe')),
    fill: (user, language) => user.click(view.getByLabelText(textOf(language, 'users.types.fe'))), expected: ['fe'],
  },
  {
    widget: 'file', field: 'files', uiWidget: 'file', label: 'references.fields.files', control: () => view.getByRole('button', { name: new RegExp(textOf(currentLanguage, 'common.form.choose_file')) }),
    fill: async (user) => {
      const xhr = installFakeXhr();
      await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }));
      await act(async () => xhr.requests[0]!.respond(201, { id: 7, name: 'letter.pdf', size: 8, content_type: 'application/pdf', url: '/api/v1/reference-files/7/download/' }));
      await view.findByRole('link', { name: 'letter.pdf' });
    },
    expected: [{ id: 7, name: 'letter.pdf', size: 8, content_type: 'application/pdf', url: '/api/v1/reference-files/7/download/' }],
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['ar', 'en'] as const)('widget contract in %s', (language) => {
  it.each(cases)('$widget: label, translated message under the field, input reaches onSubmit', async (widgetCase) => {
    currentLanguage = language;
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const screen = screenOf([widgetCase.field], widgetCase.uiWidget ? { [widgetCase.field]: widgetCase.uiWidget } : {});
    const { container } = await renderInLanguage(<SchemaForm schema={widgetEntity} screen={screen} onSubmit={onSubmit} />, language);

    const labelText = textOf(language, widgetCase.label);
    const label = [...container.querySelectorAll('label')].find((element) => element.textContent?.startsWith(labelText));
    expect(label?.textContent).toMatch(labelled(labelText));
    if (!widgetCase.messageKey) expect(label?.textContent).toMatch(/\*$/); // required asterisk
    await user.click(view.getByRole('button', { name: textOf(language, 'common.actions.save') }));

    const control = widgetCase.control();
    const message = document.getElementById(`root_${widgetCase.field}__error`);
    expect(message?.textContent).toBe(textOf(language, widgetCase.messageKey ?? 'errors.required'));
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(message?.id);
    expect(onSubmit).not.toHaveBeenCalled();

    await widgetCase.fill(user, language);
    await user.click(view.getByRole('button', { name: textOf(language, 'common.actions.save') }));
    expect(onSubmit).toHaveBeenCalledWith({ [widgetCase.field]: widgetCase.expected });
    expect(document.getElementById(`root_${widgetCase.field}__error`)).toBeNull();
  });
});
