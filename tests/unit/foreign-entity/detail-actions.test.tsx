// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/foreign-entity.ts';
import type { DetailScreen as DetailDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import DetailScreen from '../../../src/portal/runtime/screens/detail-screen.tsx';
import { renderInRouter } from '../lists/render-in-router.tsx';

// The network is the only stand-in: the descriptor, the workflow machine and the access rules are real.
const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn() }));
// Typed and loose calls go through one fake (the runtimes call operations by descriptor names loosely).
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation }));

// Panels are checked on their own; here the screen's actions and workflow.
const descriptor = { ...(screens.find((item) => item.name === 'foreign_entity.detail') as DetailDescriptor), panels: undefined };
const entity = (status: number, extra: Record<string, unknown> = {}) => ({ id: 2, name: 'Green Crescent Society', email: 'a@b.example', mobile: '+212612345678', country: 'MA', status, ...extra });

function serve(status: number, after = status) {
  callOperation.mockImplementation(async (operation: string) => {
    if (operation === 'getForeignEntity') return { ok: true, status: 200, data: entity(status) };
    if (operation === 'listForeignEntityStateLogs') return { ok: true, status: 200, data: [] };
    return { ok: true, status: 200, data: entity(after) };
  });
}

const show = (userType: string) => renderInRouter(<DetailScreen screen={descriptor} userType={userType} />, '/submitted_form/:id', '/submitted_form/2');
const toolbar = () => screen.queryByRole('toolbar', { name: 'Actions' });
const barLabels = () => [...(toolbar()?.querySelectorAll('button') ?? [])].map((b) => b.textContent);
const link = (name: string) => screen.queryByRole('link', { name });

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('the foreign entity file: actions tied to workflow events', () => {
  it('offers an approved entity Renew certificates and Request to modify as pages, not as bar buttons', async () => {
    serve(2);
    await show('fe_approved');
    await screen.findByRole('heading', { level: 1, name: 'Green Crescent Society' });
    expect(link('Renew certificates')?.getAttribute('href')).toBe('/foreign_entity/2/renewal-certificate');
    expect(link('Request to modify')?.getAttribute('href')).toBe('/request_to_modify/2');
    expect(toolbar()).toBeNull();
  });

  it('offers neither to a pending entity, nor to the ministry (it may not take those events)', async () => {
    serve(0);
    await show('fe');
    await screen.findByRole('heading', { level: 1, name: 'Green Crescent Society' });
    expect(link('Renew certificates')).toBeNull();
    expect(link('Request to modify')).toBeNull();
    cleanup();
    serve(2);
    await show('mofa_staff');
    await screen.findByRole('heading', { level: 1, name: 'Green Crescent Society' });
    expect(link('Renew certificates')).toBeNull();
    expect(barLabels()).toEqual(['Suspend', 'Exclude from suspension', 'End the exclusion from suspension']);
  });

  it("leads the ministry to the renewal certificates instead of approving a renewal from the bar", async () => {
    serve(4);
    await show('mofa_staff');
    await screen.findByRole('heading', { level: 1, name: 'Green Crescent Society' });
    expect(link('Renewal certificates')?.getAttribute('href')).toBe('/foreign_entity/2/view-renewal-certificate');
    expect(barLabels()).toEqual(['Decline']);
  });

  it('goes to the list of the new status after an action (approved: 2)', async () => {
    serve(6, 2);
    const router = await show('mofa_staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/foreign_entity/2'));
    expect(callOperation).toHaveBeenCalledWith('approveForeignEntity', { params: { id: 2 }, body: {} });
  });
});
