// @vitest-environment jsdom
import { cleanup, screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { callOperation } from '../../../src/portal/lib/api-client.ts';
import SchemaForm from '../../../src/portal/runtime/forms/schema-form.tsx';
import { installFakeLookups } from './fake-lookups.ts';
import { screenOf } from './fixtures.ts';
import { renderInLanguage, textOf } from './render-in-language.tsx';

import type * as ApiClient from '../../../src/portal/lib/api-client.ts';

// Typed and loose calls (`callAnyOperation`, the runtimes') go through one fake.
vi.mock('../../../src/portal/lib/api-client.ts', async (original) => {
  const fake = vi.fn();
  return { ...(await original<typeof ApiClient>()), callOperation: fake, callAnyOperation: fake };
});
const call = vi.mocked(callOperation) as never;

// jsdom has no ResizeObserver; Fluent's MessageBar (the load error) needs one to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The admin forms' group picker: `groups/` as checkboxes named in the page's language, ids sent.
const screen = screenOf(['groups'], { groups: 'groups' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('groups widget', () => {
  it('names the groups in Arabic, shows held ones ticked and sends the ids chosen', async () => {
    installFakeLookups(call);
    const onSubmit = vi.fn();
    await renderInLanguage(<SchemaForm schema={entitySchemas.user} screen={screen} formData={{ groups: [2] }} onSubmit={onSubmit} />, 'ar');
    const group = await view.findByRole('group', { name: new RegExp(`^${textOf('ar', 'users.fields.groups')}`) });
    expect((await within(group).findByRole('checkbox', { name: 'مراقبو الإدارة' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'الموظفون' }));
    await userEvent.click(view.getByRole('button', { name: textOf('ar', 'common.actions.save') }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ groups: [2, 3] });
  });

  it('says when the groups could not be loaded, and loads them again on request', async () => {
    installFakeLookups(call, ['groups']);
    await renderInLanguage(<SchemaForm schema={entitySchemas.user} screen={screen} formData={{}} onSubmit={vi.fn()} />, 'en');
    expect((await view.findByRole('alert')).textContent).toContain(textOf('en', 'errors.server_error'));
    installFakeLookups(call); // the server answers again
    await userEvent.click(view.getByRole('button', { name: textOf('en', 'common.actions.retry') }));
    expect(await view.findByRole('checkbox', { name: 'Staff' })).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
  });
});
