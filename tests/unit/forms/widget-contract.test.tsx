// @vitest-environment jsdom
import { act, cleanup, screen as view } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOperation } from '../../../src/portal/lib/api-client.ts';
import SchemaForm from '../../../src/portal/runtime/forms/schema-form.tsx';
import type { JsonSchema } from '../../../src/shared/spec-model.ts';
import { tomorrow, isoDate } from '../../../src/shared/validation/rules/date-range.ts';
import { installFakeLookups } from './fake-lookups.ts';
import { installFakeXhr } from './fake-xhr.ts';
import { ruleEntity, screenOf, widgetEntity } from './fixtures.ts';
import { renderInLanguage, textOf, type Language } from './render-in-language.tsx';

import type * as ApiClient from '../../../src/portal/lib/api-client.ts';

// The place selects ask the lookups through `callOperation`; uploads go through XMLHttpRequest.
// Typed and loose calls (`callAnyOperation`, the runtimes') go through one fake.
vi.mock('../../../src/portal/lib/api-client.ts', async (original) => {
  const fake = vi.fn();
  return { ...(await original<typeof ApiClient>()), callOperation: fake, callAnyOperation: fake };
});

/**
 * The shared contract every widget of the theme meets, in Arabic and in English: the user sees its
 * label, a submit without a value puts the translated required message (or the rule's own) under
 * it and marks the control invalid, a value that breaks the widget's rule gets the spec's message
 * for that rule, and a value entered the way a user would reaches `onSubmit`.
 */
type WidgetCase = {
  widget: string;
  field: string;
  uiWidget?: string;
  uiOptions?: Record<string, unknown>;
  /** The entity (default: one field per basic widget; `ruleEntity` for the rule widgets). */
  entity?: JsonSchema;
  /** Values of other fields the widget follows (a country follows the continent). */
  formData?: Record<string, unknown>;
  label: string;
  /** The control the user operates (the one marked invalid). */
  control: () => HTMLElement;
  fill: (user: UserEvent, language: Language) => Promise<void>;
  expected: unknown;
  /** The message of an empty submit: "required", except for a switch (it always has a value) and rules with their own. */
  messageKey?: string;
  /** Input that breaks the widget's rule, and the spec message it gets; `fill` then corrects it. */
  invalid?: {
    fill: (user: UserEvent, language: Language) => Promise<void>;
    messageKey: string;
    params?: Record<string, unknown>;
    /** The control marked invalid for this input, when not `control` (the end of a range, the remarks of a yes). */
    control?: () => HTMLElement;
  };
};

/** A label as the user reads it: the text, then the required asterisk. */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const byLabel = (key: string) => () => view.getByLabelText(labelled(textOf(currentLanguage, key)));
let currentLanguage: Language = 'ar';
const demo = (name: string) => `forms.widgets_demo.fields.${name}`;
/** Clears the labelled input and types `text`, as a user correcting a value does. */
const retype = (key: string, text: string) => async (user: UserEvent) => {
  await user.clear(byLabel(key)());
  await user.type(byLabel(key)(), text);
};
/**
 * Types a day into a date picker from the keyboard: focused, not clicked (a click opens the calendar,
 * which takes the focus), as a keyboard user types `yyyy-mm-dd` or day/month/year.
 */
const typeDay = async (user: UserEvent, input: HTMLElement, text: string) => {
  await user.clear(input);
  await user.type(input, text, { skipClick: true });
};
const retypeDay = (key: string, text: string) => async (user: UserEvent) => typeDay(user, byLabel(key)(), text);
/** Opens a place select (typing `search` first, if given) and picks the option named in the language. */
const choose = (key: string, names: Record<Language, string>, search?: Record<Language, string>) => async (user: UserEvent, language: Language) => {
  const box = byLabel(key)();
  await user.click(box);
  if (search) await user.type(box, search[language]);
  await user.click(await view.findByRole('option', { name: names[language] }));
};
// The clock stands at noon (UTC) of a fixed day: "today" and "tomorrow" of the expectations and of
// the widget are then the same days however long the file runs (a run crossing midnight failed).
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T12:00:00Z') });
const today = isoDate(new Date());

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
  // The inputs of product spec section 5 beyond the field types.
  { widget: 'continent', field: 'continent', uiWidget: 'continent', entity: ruleEntity, label: demo('continent'), control: byLabel(demo('continent')), fill: choose(demo('continent'), { ar: 'آسيا', en: 'Asia' }), expected: 'AS' },
  {
    widget: 'country', field: 'country', uiWidget: 'country', entity: ruleEntity, formData: { continent: 'AS' }, label: demo('country'), control: byLabel(demo('country')),
    fill: choose(demo('country'), { ar: 'الكويت', en: 'Kuwait' }, { ar: 'الكو', en: 'Kuw' }), expected: 'KW',
  },
  {
    widget: 'province', field: 'province', uiWidget: 'province', entity: ruleEntity, formData: { country: 'KW' }, label: demo('province'), control: byLabel(demo('province')),
    fill: choose(demo('province'), { ar: 'حولي', en: 'Hawalli' }), expected: 2,
  },
  {
    widget: 'city', field: 'city', uiWidget: 'city', entity: ruleEntity, formData: { province: 1 }, label: demo('city'), control: byLabel(demo('city')),
    fill: choose(demo('city'), { ar: 'شرق', en: 'Sharq' }), expected: 10,
  },
  {
    widget: 'datePicker', field: 'travel_date', uiWidget: 'datePicker', entity: ruleEntity, label: demo('travel_date'), control: byLabel(demo('travel_date')),
    invalid: { fill: retypeDay(demo('travel_date'), today), messageKey: 'forms.errors.date_too_early', params: { limit: tomorrow() } },
    fill: retypeDay(demo('travel_date'), tomorrow()), expected: tomorrow(),
  },
  {
    widget: 'dateRange', field: 'period', uiWidget: 'dateRange', entity: ruleEntity, label: demo('period'),
    control: () => view.getByLabelText(labelled(textOf(currentLanguage, 'forms.widgets.range_start'))),
    invalid: {
      fill: async (user) => {
        await typeDay(user, view.getByLabelText(labelled(textOf(currentLanguage, 'forms.widgets.range_start'))), '2099-05-10');
        await typeDay(user, view.getByLabelText(labelled(textOf(currentLanguage, 'forms.widgets.range_end'))), '2099-05-01');
      },
      messageKey: 'forms.errors.end_before_start',
      control: () => view.getByLabelText(labelled(textOf(currentLanguage, 'forms.widgets.range_end'))),
    },
    fill: async (user) => {
      const end = view.getByLabelText(labelled(textOf(currentLanguage, 'forms.widgets.range_end')));
      await typeDay(user, end, '2099-05-20');
    },
    expected: { start: '2099-05-10', end: '2099-05-20' },
  },
  {
    widget: 'yesNo', field: 'visit_before', uiWidget: 'yesNo', entity: ruleEntity, label: demo('visit_before'), messageKey: 'errors.yes_no_required',
    control: () => view.getByRole('radiogroup'),
    invalid: {
      fill: (user, language) => user.click(view.getByLabelText(textOf(language, 'common.yes'))),
      messageKey: 'errors.required',
      control: () => view.getByLabelText(labelled(textOf(currentLanguage, 'forms.widgets.yes_no_remarks'))),
    },
    fill: (user, language) => user.type(view.getByLabelText(labelled(textOf(language, 'forms.widgets.yes_no_remarks'))), 'In 2019'),
    expected: { answer: 'yes', remarks: 'In 2019' },
  },
  {
    widget: 'bic', field: 'bic', uiWidget: 'bic', entity: ruleEntity, label: demo('bic'), control: byLabel(demo('bic')),
    invalid: { fill: retype(demo('bic'), 'NBOKKWK'), messageKey: 'errors.bic' }, fill: retype(demo('bic'), 'nbokkwkw'), expected: 'NBOKKWKW',
  },
  {
    widget: 'swift', field: 'swift_code', uiWidget: 'swift', entity: ruleEntity, label: demo('swift_code'), control: byLabel(demo('swift_code')),
    invalid: { fill: retype(demo('swift_code'), 'NBOK-KWX'), messageKey: 'errors.swift' }, fill: retype(demo('swift_code'), 'NBOKKWKWXXX'), expected: 'NBOKKWKWXXX',
  },
  {
    widget: 'otp', field: 'otp', uiWidget: 'otp', entity: ruleEntity, label: demo('otp'), control: byLabel(demo('otp')), messageKey: 'errors.otp_required',
    invalid: { fill: retype(demo('otp'), '12'), messageKey: 'errors.otp_required' }, fill: retype(demo('otp'), '482913'), expected: '482913',
  },
  {
    widget: 'password', field: 'password', uiWidget: 'password', entity: ruleEntity, label: demo('password'), control: byLabel(demo('password')),
    invalid: { fill: retype(demo('password'), 'short'), messageKey: 'errors.password_rules' }, fill: retype(demo('password'), 'Portal@2026demo'), expected: 'Portal@2026demo',
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['ar', 'en'] as const)('widget contract in %s', (language) => {
  it.each(cases)('$widget: label, translated messages under the field, input reaches onSubmit', async (widgetCase) => {
    currentLanguage = language;
    installFakeLookups(vi.mocked(callOperation) as never);
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { field, uiWidget, uiOptions } = widgetCase;
    const screen = screenOf([field], uiWidget ? { [field]: uiWidget } : {}, {}, uiOptions ? { [field]: uiOptions } : {});
    const form = <SchemaForm schema={widgetCase.entity ?? widgetEntity} screen={screen} formData={widgetCase.formData} onSubmit={onSubmit} />;
    const { container } = await renderInLanguage(form, language);

    const labelText = textOf(language, widgetCase.label);
    const label = [...container.querySelectorAll('label, legend')].find((element) => element.textContent?.startsWith(labelText));
    expect(label?.textContent).toMatch(labelled(labelText));
    if (!widgetCase.messageKey) expect(label?.textContent).toMatch(/\*$/); // required asterisk
    await user.click(view.getByRole('button', { name: textOf(language, 'common.actions.save') }));

    const control = widgetCase.control();
    const message = document.getElementById(`root_${widgetCase.field}__error`);
    expect(message?.textContent).toBe(textOf(language, widgetCase.messageKey ?? 'errors.required'));
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(message?.id);
    expect(onSubmit).not.toHaveBeenCalled();

    if (widgetCase.invalid) {
      await widgetCase.invalid.fill(user, language);
      await user.click(view.getByRole('button', { name: textOf(language, 'common.actions.save') }));
      const broken = document.getElementById(`root_${widgetCase.field}__error`);
      expect(broken?.textContent).toBe(textOf(language, widgetCase.invalid.messageKey, widgetCase.invalid.params));
      expect((widgetCase.invalid.control ?? widgetCase.control)().getAttribute('aria-invalid')).toBe('true');
      expect(onSubmit).not.toHaveBeenCalled();
    }

    await widgetCase.fill(user, language);
    await user.click(view.getByRole('button', { name: textOf(language, 'common.actions.save') }));
    expect(onSubmit).toHaveBeenCalledWith({ [widgetCase.field]: widgetCase.expected });
    expect(document.getElementById(`root_${widgetCase.field}__error`)).toBeNull();
  });
});
