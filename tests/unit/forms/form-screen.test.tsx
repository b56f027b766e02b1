// @vitest-environment jsdom
import { cleanup, screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/references.ts';
import { callOperation } from '../../../src/portal/lib/api-client.ts';
import FormScreen, { prepare } from '../../../src/portal/runtime/forms/form-screen.tsx';
import type { FormScreen as FormScreenDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import { renderInLanguage, textOf } from './render-in-language.tsx';

import type * as ApiClient from '../../../src/portal/lib/api-client.ts';

type ApiClientModule = typeof ApiClient;

// Typed and loose calls (`callAnyOperation`, the runtimes') go through one fake.
vi.mock('../../../src/portal/lib/api-client.ts', async (original) => {
  const fake = vi.fn();
  return { ...(await original<ApiClientModule>()), callOperation: fake, callAnyOperation: fake };
});
const call = vi.mocked(callOperation);

const addScreen = screens.find((screen) => screen.name === 'references.add') as FormScreenDescriptor;
const page = (
  <MemoryRouter initialEntries={['/references/add']}>
    <Routes>
      <Route path="/references/add" element={<FormScreen screen={addScreen} />} />
      <Route path="/references/preview/:id" element={<p>preview page</p>} />
    </Routes>
  </MemoryRouter>
);

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(view.getByLabelText(/^Title/), 'Annual report');
  await user.type(view.getByLabelText(/^Published date/), '2024-05-01');
  await user.click(view.getByLabelText(textOf('en', 'users.types.le')));
  await user.click(view.getByRole('button', { name: 'Save' }));
}

// As the route does (app/lazy-route.tsx): the runtime's `prepare` fetches the entity's schema before the page draws.
beforeAll(() => prepare(addScreen));
afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('FormScreen (references.add)', () => {
  it('shows the translated title, submits the body and goes to the success route', async () => {
    call.mockResolvedValue({ ok: true, status: 201, data: { id: 42 } });
    await renderInLanguage(page, 'en');
    expect(view.getByRole('heading', { level: 1, name: 'Add a reference' })).toBeTruthy();
    await fillValidForm();
    expect(call).toHaveBeenCalledWith('createReference', {
      params: {},
      body: { title: 'Annual report', published_date: '2024-05-01', visible: true, user_types: ['le'] },
    });
    expect(await view.findByText('preview page')).toBeTruthy();
  });

  it("puts a 400's field errors under the fields, and its message in the summary when it names none", async () => {
    call.mockResolvedValueOnce({ ok: false, status: 400, error: { code: 'invalid_request', message: 'check', fields: { title: 'Title already used' } } });
    await renderInLanguage(page, 'en');
    await fillValidForm();
    expect((await view.findByText('Title already used', { selector: '#root_title__error' })).textContent).toBe('Title already used');

    call.mockResolvedValueOnce({ ok: false, status: 400, error: { code: 'conflict', message: 'Changed by someone else' } });
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    const summary = await view.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByText('Changed by someone else')).toBeTruthy();
  });
});
