// @vitest-environment jsdom
import { act, cleanup, screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { screens } from '../../../generated/screens/references.ts';
import { i18n } from '../../../src/portal/lib/i18n.ts';
import SchemaForm, { type SchemaFormProps } from '../../../src/portal/runtime/forms/schema-form.tsx';
import type { FormScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { renderInLanguage, textOf, type Language } from './render-in-language.tsx';

const addScreen = screens.find((screen) => screen.name === 'references.add') as FormScreen;
const titleInput = (language: Language) => view.getByLabelText(new RegExp(`^${textOf(language, 'references.fields.title')}`));
const save = (language: Language) => view.getByRole('button', { name: textOf(language, 'common.actions.save') });

const onSubmit = vi.fn();
const addForm = (props: Partial<SchemaFormProps> = {}) => <SchemaForm schema={entitySchemas.reference} screen={addScreen} onSubmit={onSubmit} {...props} />;
const renderAddForm = (language: Language) => renderInLanguage(addForm(), language);

afterEach(() => {
  cleanup();
  onSubmit.mockReset();
});

describe.each(['ar', 'en'] as const)('SchemaForm in %s', (language) => {
  it('a submit without a title shows the summary, focuses it, and its link focuses the title', async () => {
    const user = userEvent.setup();
    await renderAddForm(language);
    await user.click(save(language));

    const summary = view.getByRole('alert', { name: textOf(language, 'common.form.errors_title') });
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: new RegExp(textOf(language, 'references.fields.title')) });
    expect(link.textContent).toContain(textOf(language, 'errors.required'));
    expect(link.getAttribute('href')).toBe('#root_title');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(link);
    expect(document.activeElement).toBe(titleInput(language));
  });

  it('shows server errors under their fields and in the summary; editing the field clears its own', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = await renderAddForm(language);
    act(() => rerenderWith(addForm({ serverErrors: { title: 'already used', unknown_field: 'not shown here' } })));

    expect(document.getElementById('root_title__error')?.textContent).toBe('already used');
    expect(titleInput(language).getAttribute('aria-invalid')).toBe('true');
    const summary = view.getByRole('alert', { name: textOf(language, 'common.form.errors_title') });
    expect(within(summary).getByText('not shown here')).toBeTruthy();
    expect(document.activeElement).toBe(summary);

    await user.type(titleInput(language), 'x');
    expect(document.getElementById('root_title__error')).toBeNull();
  });

  it('validates a field when it is left, not while typing, and not the fields ahead', async () => {
    const user = userEvent.setup();
    await renderAddForm(language);
    await user.type(titleInput(language), 'a');
    await user.clear(titleInput(language));
    expect(document.getElementById('root_title__error')).toBeNull();
    await user.tab();
    expect(document.getElementById('root_title__error')?.textContent).toBe(textOf(language, 'errors.required'));
    expect(document.getElementById('root_published_date__error')).toBeNull();
    expect(view.queryByRole('alert', { name: textOf(language, 'common.form.errors_title') })).toBeNull();
  });

  it('has no axe violations after a failed submit', async () => {
    const user = userEvent.setup();
    const { container } = await renderAddForm(language);
    await user.click(save(language));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});

describe('SchemaForm language switch', () => {
  it('shows the messages again in the new language', async () => {
    const user = userEvent.setup();
    await renderAddForm('ar');
    await user.click(save('ar'));
    expect(document.getElementById('root_title__error')?.textContent).toBe(textOf('ar', 'errors.required'));
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(document.getElementById('root_title__error')?.textContent).toBe('This field is required');
    expect(save('en')).toBeTruthy();
  });
});
