// @vitest-environment jsdom
import { act, cleanup, screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { screens } from '../../../generated/screens/references.ts';
import type { FormScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import SteppedForm from '../../../src/portal/runtime/forms/stepped-form.tsx';
import type { SchemaFormProps } from '../../../src/portal/runtime/forms/schema-form.tsx';
import { renderInLanguage, textOf } from './render-in-language.tsx';

// The reference's add form, its two sections made two steps (the awqaf request's form is the spec's one).
const add = screens.find((screen) => screen.name === 'references.add') as FormScreen;
const [main, audience] = add.steps[0]!.sections;
const stepped: FormScreen = {
  ...add,
  steps: [
    { key: 'main', title: 'references.sections.main', sections: [main!] },
    { key: 'audience', title: 'references.sections.audience', sections: [audience!] },
  ],
};
const onSubmit = vi.fn();
const form = (props: Partial<SchemaFormProps> = {}) => <SteppedForm schema={entitySchemas.reference} screen={stepped} onSubmit={onSubmit} {...props} />;
const current = () => document.querySelector('li[aria-current="step"]')?.textContent ?? '';
const title = () => view.getByLabelText(new RegExp(`^${textOf('en', 'references.fields.title')}`));
const button = (key: string) => view.getByRole('button', { name: textOf('en', key) });

afterEach(() => {
  cleanup();
  onSubmit.mockReset();
});

describe('SteppedForm', () => {
  it('shows one step at a time; Next checks only that step; Back keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderInLanguage(form(), 'en');
    expect(current()).toContain(textOf('en', 'references.sections.main'));
    expect(view.queryByText(textOf('en', 'references.fields.user_types'))).toBeNull();

    await user.click(button('common.steps.next'));
    expect(document.getElementById('root_title__error')?.textContent).toBe(textOf('en', 'errors.required'));
    expect(current()).toContain(textOf('en', 'references.sections.main'));

    await user.type(title(), 'Annual report');
    await user.type(view.getByLabelText(new RegExp(`^${textOf('en', 'references.fields.published_date')}`)), '2026-01-15');
    await user.click(button('common.steps.next'));
    expect(current()).toContain(textOf('en', 'references.sections.audience'));
    expect(view.queryByLabelText(new RegExp(`^${textOf('en', 'references.fields.title')}`))).toBeNull();

    await user.click(button('common.steps.back'));
    expect(title()).toHaveProperty('value', 'Annual report');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends every step’s values from the last step, and opens the step of a refused field', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = await renderInLanguage(form({ formData: { title: 'Annual report', published_date: '2026-01-15' } }), 'en');
    await user.click(button('common.steps.next'));
    await user.click(view.getByRole('checkbox', { name: textOf('en', 'users.types.fe') }));
    await user.click(button('common.actions.save'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'Annual report', published_date: '2026-01-15', user_types: ['fe'] });

    act(() => rerenderWith(form({ formData: { title: 'Annual report', published_date: '2026-01-15' }, serverErrors: { title: 'already used' } })));
    expect(current()).toContain(textOf('en', 'references.sections.main'));
    expect(document.getElementById('root_title__error')?.textContent).toBe('already used');
  });
});
