// @vitest-environment jsdom
import { cleanup, screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SchemaForm from '../../../src/portal/runtime/forms/schema-form.tsx';
import type { JsonSchema } from '../../../src/shared/spec-model.ts';
import { screenOf } from './fixtures.ts';
import { renderInLanguage, textOf } from './render-in-language.tsx';

// A free list (not an enum, not files) renders through ArrayFieldTemplate with translated buttons.
const entity: JsonSchema = {
  type: 'object',
  properties: { author: { type: 'array', title: 'references.fields.author', items: { type: 'string', maxLength: 5, title: 'references.fields.author' } } },
};

afterEach(cleanup);

describe.each(['ar', 'en'] as const)('array field in %s', (language) => {
  it('adds and removes items with buttons named in the language, and shows item errors', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderInLanguage(<SchemaForm schema={entity} screen={screenOf(['author'])} onSubmit={onSubmit} />, language);
    const list = view.getByRole('group', { name: textOf(language, 'references.fields.author') });
    await user.click(within(list).getByRole('button', { name: textOf(language, 'common.form.add_item') }));
    await user.type(view.getByRole('textbox'), 'Too long');
    await user.click(view.getByRole('button', { name: textOf(language, 'common.actions.save') }));
    expect(document.getElementById('root_author__error')?.textContent).toBe(textOf(language, 'errors.too_long', { limit: 5 }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(list).getByRole('button', { name: textOf(language, 'common.form.remove_item') }));
    expect(view.queryByRole('textbox')).toBeNull();
    await user.click(view.getByRole('button', { name: textOf(language, 'common.actions.save') }));
    expect(onSubmit).toHaveBeenCalledWith({ author: [] });
  });
});

// A list of objects (travellers) is drawn as rows of fields: an error of one row's field is shown
// under that field of that row, and the error summary leads to it.
const rowsEntity: JsonSchema = {
  type: 'object',
  properties: {
    travellers: {
      type: 'array',
      title: 'safe_travel.fields.travellers',
      items: { type: 'object', properties: { name: { type: 'string', maxLength: 5, title: 'safe_travel.fields.traveller_name' } } },
    },
  },
};

describe('rows of a list of objects', () => {
  it('shows a row’s error under that row’s field, not under the list', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderInLanguage(<SchemaForm schema={rowsEntity} screen={screenOf(['travellers'])} formData={{ travellers: [{ name: 'Ali' }, { name: 'Too long' }] }} onSubmit={onSubmit} />, 'en');
    await user.click(view.getByRole('button', { name: textOf('en', 'common.actions.save') }));
    expect(document.getElementById('root_travellers_1_name__error')?.textContent).toBe(textOf('en', 'errors.too_long', { limit: 5 }));
    expect(document.getElementById('root_travellers_0_name__error')).toBeNull();
    expect(document.getElementById('root_travellers__error')).toBeNull();
    const summary = view.getByRole('alert', { name: textOf('en', 'common.form.errors_title') });
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#root_travellers_1_name');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
