// @vitest-environment jsdom
import { cleanup, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { screens } from '../../../generated/screens/references.ts';
import SchemaForm from '../../../src/portal/runtime/forms/schema-form.tsx';
import type { FormScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { renderInLanguage, textOf } from './render-in-language.tsx';

// Leaving a field by pressing on another control must not change the messages while the pointer
// is down (the page would shift and the click land elsewhere); they appear once it is released.
const addScreen = screens.find((screen) => screen.name === 'references.add') as FormScreen;
const input = (key: string) => view.getByLabelText(new RegExp(`^${textOf('en', key)}`));

afterEach(cleanup);

describe('blur validation and the pointer', () => {
  it('shows the left field’s message only after the pointer pressing elsewhere is released', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<SchemaForm schema={entitySchemas.reference} screen={addScreen} onSubmit={vi.fn()} />, 'en');
    await user.click(input('references.fields.title'));
    await user.pointer({ keys: '[MouseLeft>]', target: input('references.fields.author') });
    expect(document.activeElement).toBe(input('references.fields.author'));
    expect(document.getElementById('root_title__error')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: input('references.fields.author') });
    await waitFor(() => expect(document.getElementById('root_title__error')?.textContent).toBe(textOf('en', 'errors.required')));
  });

  it('leaving a field with the keyboard shows its message at once', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<SchemaForm schema={entitySchemas.reference} screen={addScreen} onSubmit={vi.fn()} />, 'en');
    await user.click(input('references.fields.title'));
    await user.tab();
    expect(document.getElementById('root_title__error')?.textContent).toBe(textOf('en', 'errors.required'));
  });
});
