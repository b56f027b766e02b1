// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/helpdesk.ts';
import type { DetailScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { DetailPanels } from '../../../src/portal/runtime/screens/detail-panels.tsx';
import { renderInRouter } from '../lists/render-in-router.tsx';

const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation }));

// Issue 16: the ticket page's bespoke panels — the timeline, the CC list and the dependencies.
const detail = screens.find((item) => item.name === 'helpdesk.item') as DetailScreen;
const followup = (id: number, comment: string, shown: boolean) => ({
  id, kind: 'followup', ticket: 7, author: 2, author_name: 'Noura Al-Mutairi', comment, public: shown, event: null, new_status: null,
  time_spent: null, changes: [], attachments: [], merged_from: null, created: '2026-11-01T10:00:00Z', updated: '2026-11-01T10:00:00Z',
});

function answer(operation: string, init?: { body?: unknown }) {
  if (operation === 'listTicketFollowups') return { ok: true, status: 200, data: [followup(1, 'We are on it', true), followup(2, 'The bank blocked it', false)] };
  if (operation === 'listTicketCcs') return { ok: true, status: 200, data: [{ id: 3, ticket: 7, user: null, name: 'board@example.org', email: 'board@example.org', can_view: true, can_update: false, created: '2026-11-01T10:00:00Z' }] };
  if (operation === 'listTicketDependencies') return { ok: true, status: 200, data: [{ dependency_id: 9, title: 'Bank outage', status: 1, open: true }] };
  if (operation === 'searchTickets') return { ok: true, status: 200, data: [7, 12].map((id) => ({ id, name: id === 7 ? 'Cannot upload' : 'Bank transfer stuck', name_en: id === 7 ? 'Cannot upload' : 'Bank transfer stuck', name_ar: id === 7 ? 'Cannot upload' : 'Bank transfer stuck' })) };
  if (operation === 'addTicketDependency') return { ok: true, status: 201, data: {} };
  if (operation === 'addTicketFollowup') return { ok: true, status: 201, data: { ...followup(4, String((init?.body as { comment: string }).comment), true) } };
  return { ok: false, status: 404, error: { code: 'not_found', message: 'Not found' } };
}

const show = (userType: string) =>
  renderInRouter(<DetailPanels panels={detail.panels!} record={{ id: 7, title: 'Cannot upload' }} reload={() => undefined} userType={userType} />, '/helpdesk/tickets/preview/:id', '/helpdesk/tickets/preview/7');

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('helpdesk ticket panels', () => {
  it('shows the ministry the timeline with private follow-ups marked, the CC list and the dependencies, and adds a private follow-up', async () => {
    callOperation.mockImplementation(async (operation: string, init?: { body?: unknown }) => answer(operation, init));
    await show('mofa_staff');
    const timeline = await screen.findByRole('region', { name: 'Follow-ups' });
    expect(await within(timeline).findByText('The bank blocked it')).toBeTruthy();
    expect(within(timeline).getByText('Private', { selector: '.fui-Badge' })).toBeTruthy();
    expect(await within(await screen.findByRole('region', { name: 'CC list' })).findByText('board@example.org')).toBeTruthy();
    expect(await within(await screen.findByRole('region', { name: 'Depends on' })).findByText('Bank outage')).toBeTruthy();
    fireEvent.change(within(timeline).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Asked the bank' } });
    fireEvent.click(within(timeline).getByRole('switch', { name: 'Private' }));
    fireEvent.click(within(timeline).getByRole('button', { name: 'Add follow-up' }));
    await waitFor(() => expect(callOperation).toHaveBeenCalledWith('addTicketFollowup', { params: { id: 7 }, body: { comment: 'Asked the bank', public: false } }));
  });

  it('adds a dependency picked by its title among the other tickets, never typed as a number', async () => {
    callOperation.mockImplementation(async (operation: string, init?: { body?: unknown }) => answer(operation, init));
    await show('mofa_staff');
    const dependencies = await screen.findByRole('region', { name: 'Depends on' });
    expect(await within(dependencies).findByText('Opened')).toBeTruthy();
    const add = within(dependencies).getByRole('button', { name: 'Add dependency' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().type(within(dependencies).getByRole('combobox', { name: 'Depends on ticket' }), 'Ba');
    await waitFor(() => expect(callOperation).toHaveBeenCalledWith('searchTickets', { query: { search: 'Ba' } }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bank transfer stuck' }));
    expect(screen.queryByRole('option', { name: 'Cannot upload' })).toBeNull(); // this ticket is not offered
    fireEvent.click(add);
    await waitFor(() => expect(callOperation).toHaveBeenCalledWith('addTicketDependency', { params: { id: 7 }, body: { dependency_id: 12 } }));
  });

  it('offers a reporter no visibility choice and no dependency form', async () => {
    callOperation.mockImplementation(async (operation: string) => answer(operation));
    await show('le');
    const timeline = await screen.findByRole('region', { name: 'Follow-ups' });
    await within(timeline).findByText('We are on it');
    expect(within(timeline).queryByRole('switch')).toBeNull();
    const dependencies = await screen.findByRole('region', { name: 'Depends on' });
    expect(within(dependencies).queryByRole('button', { name: 'Add dependency' })).toBeNull();
    expect(within(await screen.findByRole('region', { name: 'CC list' })).getByRole('button', { name: 'Add to CC' })).toBeTruthy();
  });
});
