// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userTypes } from '../../../generated/access/rules.ts';
import { screens } from '../../../generated/screens/safe-travel.ts';
import { safeTravelDefinition } from '../../../generated/workflows/safe-travel.ts';
import type { DetailScreen as DetailDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import DetailScreen from '../../../src/portal/runtime/screens/detail-screen.tsx';
import { renderInRouter } from '../lists/render-in-router.tsx';

// The network is the only stand-in: the screen, the machine and the access rules are real.
const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn() }));
// Typed and loose calls (`callAnyOperation`, the runtimes') go through one fake.
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation }));

const descriptor = screens.find((item) => item.name === 'safe_travel.item') as DetailDescriptor;
const record = (status: number) => ({ id: 5, travel_country: 'JO', departure_date: '2026-12-01', purpose: 'Visit', status, travellers: [] });
const log = [{ id: 1, event: 'remark', from: 'new', to: 'remarks', user_name: 'Noura', role: 'mofa_staff', comment: 'Add the hotel', created: '2026-11-20T10:00:00Z' }];

function serve(status: number) {
  callOperation.mockImplementation(async (operation: string) => {
    if (operation === 'getSafeTravel') return { ok: true, status: 200, data: record(status) };
    if (operation === 'listSafeTravelStateLogs') return { ok: true, status: 200, data: log };
    return { ok: true, status: 200, data: record(3) };
  });
}

const show = (userType: string, language: 'ar' | 'en' = 'en') =>
  renderInRouter(<DetailScreen screen={descriptor} userType={userType} />, '/safe_travel/item/:id', '/safe_travel/item/5', language);

const buttons = () => screen.queryByRole('toolbar', { name: 'Actions' })?.querySelectorAll('button') ?? [];
const labels = () => [...buttons()].map((b) => b.textContent);

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('workflow action bar on the safe travel detail screen', () => {
  it('offers the ministry accept, reject and remarks on a new notification, and the entity only cancel', async () => {
    serve(0);
    await show('mofa_staff');
    await screen.findByRole('heading', { level: 1, name: /No\. 5$/ });
    expect(labels()).toEqual(['Accept', 'Reject', 'Send remarks']);
    cleanup();
    await show('le');
    await screen.findByRole('heading', { level: 1, name: /No\. 5$/ });
    expect(labels()).toEqual(['Cancel']);
  });

  it('shows no actions to a role the workflow never names, nor on a final state', async () => {
    // Which roles the workflow names, and which states are final, is spec/workflows (the generated definition).
    const unnamed = userTypes.find((type) => !safeTravelDefinition.transitions.some((edge) => edge.userTypes.includes(type)))!;
    const final = safeTravelDefinition.states.find((state) => state.final)!;
    serve(0);
    await show(unnamed);
    await screen.findByRole('heading', { level: 1, name: /No\. 5$/ });
    expect(screen.queryByRole('toolbar')).toBeNull();
    cleanup();
    serve(final.code as number);
    await show('mofa_staff');
    await screen.findByRole('heading', { level: 1, name: /No\. 5$/ });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('asks for the required comment before calling the API, then sends it', async () => {
    serve(0);
    await show('mofa_staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('A comment is required for this action')).toBeTruthy();
    expect(callOperation).not.toHaveBeenCalledWith('rejectSafeTravel', expect.anything());
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Unsafe destination' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callOperation).toHaveBeenCalledWith('rejectSafeTravel', { params: { id: 5 }, body: { comment: 'Unsafe destination' } }));
  });

  it('lists the state log in the history panel with translated states', async () => {
    serve(2);
    await show('le', 'ar');
    expect(await screen.findByRole('region', { name: 'السجل' })).toBeTruthy();
    expect(screen.getByText('Add the hotel')).toBeTruthy();
    expect(screen.getAllByText('ملاحظات').length).toBeGreaterThan(0);
  });
});
