// @vitest-environment jsdom
import { cleanup, screen as view } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/users.ts';
import { callOperation } from '../../../src/portal/lib/api-client.ts';
import FormScreen from '../../../src/portal/runtime/forms/form-screen.tsx';
import type { FormScreen as FormScreenDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import { renderInLanguage, textOf } from './render-in-language.tsx';

import type * as ApiClient from '../../../src/portal/lib/api-client.ts';

// Typed and loose calls (`callAnyOperation`, the runtimes') go through one fake.
vi.mock('../../../src/portal/lib/api-client.ts', async (original) => {
  const fake = vi.fn();
  return { ...(await original<typeof ApiClient>()), callOperation: fake, callAnyOperation: fake };
});
const call = vi.mocked(callOperation);

// The transfer form names the user being moved (`subject` of the screen: getUser with the route's id).
const transfer = screens.find((screen) => screen.name === 'users.transfer') as FormScreenDescriptor;

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe.each(['ar', 'en'] as const)('the transfer form in %s', (language) => {
  it('says which user is being moved', async () => {
    call.mockImplementation(async (operation) => (operation === 'getUser'
      ? { ok: true, status: 200, data: { id: 7, name: 'Salem Al-Hajri', username: 'ftstaff' } }
      : { ok: true, status: 200, data: [] }) as never);
    await renderInLanguage(
      <MemoryRouter initialEntries={['/user-transfer/transfer/7']}>
        <Routes><Route path="/user-transfer/transfer/:id" element={<FormScreen screen={transfer} />} /></Routes>
      </MemoryRouter>, language);
    expect(await view.findByText(textOf(language, 'users.transfer_subject', { name: 'Salem Al-Hajri', username: 'ftstaff' }))).toBeTruthy();
    expect(call).toHaveBeenCalledWith('getUser', { params: { id: '7' } });
  });
});

describe('the subject line', () => {
  it('comes with the form, never after it: nothing appears above a drawn form to move Save from under a click', async () => {
    let answer: (value: unknown) => void = () => undefined;
    call.mockImplementation(async (operation) => (operation === 'getUser'
      ? new Promise((resolve) => (answer = resolve))
      : { ok: true, status: 200, data: [] }) as never);
    await renderInLanguage(
      <MemoryRouter initialEntries={['/user-transfer/transfer/7']}>
        <Routes><Route path="/user-transfer/transfer/:id" element={<FormScreen screen={transfer} />} /></Routes>
      </MemoryRouter>, 'en');
    expect(view.getByText(textOf('en', 'common.loading'))).toBeTruthy();
    expect(view.queryByRole('button', { name: textOf('en', 'common.actions.save') })).toBeNull();
    answer({ ok: true, status: 200, data: { id: 7, name: 'Salem Al-Hajri', username: 'ftstaff' } });
    expect(await view.findByText(textOf('en', 'users.transfer_subject', { name: 'Salem Al-Hajri', username: 'ftstaff' }))).toBeTruthy();
    expect(await view.findByRole('button', { name: textOf('en', 'common.actions.save') })).toBeTruthy();
  });

  it('that failed to load leaves the form usable, without it', async () => {
    call.mockImplementation(async (operation) => (operation === 'getUser'
      ? { ok: false, status: 500, error: { code: 'server_error', message: 'down' } }
      : { ok: true, status: 200, data: [] }) as never);
    await renderInLanguage(
      <MemoryRouter initialEntries={['/user-transfer/transfer/7']}>
        <Routes><Route path="/user-transfer/transfer/:id" element={<FormScreen screen={transfer} />} /></Routes>
      </MemoryRouter>, 'en');
    expect(await view.findByRole('button', { name: textOf('en', 'common.actions.save') })).toBeTruthy();
    expect(view.queryByText(textOf('en', 'common.loading'))).toBeNull();
  });
});
