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
