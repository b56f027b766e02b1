// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens as ftScreens } from '../../../generated/screens/fund-transfer.ts';
import { screens as helpdeskScreens } from '../../../generated/screens/helpdesk.ts';
import type { DetailScreen as DetailDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import DetailScreen from '../../../src/portal/runtime/screens/detail-screen.tsx';
import { renderInRouter } from '../lists/render-in-router.tsx';

// The network is the only stand-in: the screens, the machines, the guards and the access rules are real.
const { callOperation, uploadFile } = vi.hoisted(() => ({ callOperation: vi.fn(), uploadFile: vi.fn() }));
// Typed and loose calls and uploads (`callAnyOperation`, `uploadAnyFile`: the runtimes') go through one fake each.
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation, uploadFile, uploadAnyFile: uploadFile }));

// Fluent's dialog can take over a second to mount in jsdom on a loaded machine (tests/unit/wait-limits.ts
// waits up to 10 s). In jsdom tabster's
// modalizer sometimes leaves the open dialog marked aria-hidden (never in Chromium, where the e2e
// tests click the same dialog), so queries inside it include hidden elements.
const inDialog = { hidden: true } as const;

const ftItem = ftScreens.find((s) => s.name === 'fund_transfer.item') as DetailDescriptor;
const ticketItem = helpdeskScreens.find((s) => s.name === 'helpdesk.item') as DetailDescriptor;
const transfer = (status: string) => ({ id: 8, status, version: 4, request_type: 'd', deposit_receipt: 'DR-8', amount: 100, purpose: 'Relief', attachments: [] });
const ticket = { id: 3, status: 3, version: 2, title: 'Cannot upload', queue: 'technical', priority: 3, description: 'x', attachments: [] };

function serve(record: Record<string, unknown>) {
  callOperation.mockImplementation(async (operation: string) => {
    if (operation.startsWith('get')) return { ok: true, status: 200, data: record };
    if (operation.startsWith('list')) return { ok: true, status: 200, data: [] };
    if (operation === 'createMobileOtp') return { ok: true, status: 200, data: { token: 't', mobile: '********0004' } };
    return { ok: true, status: 200, data: record };
  });
}

const labels = () => [...(screen.queryByRole('toolbar')?.querySelectorAll('button') ?? [])].map((b) => b.textContent);

afterEach(() => {
  cleanup();
  callOperation.mockReset();
  uploadFile.mockReset();
});

describe('transition inputs and the user the guards read', () => {
  it('tells the LE FT manager from the LE FT staff by department: only the manager may approve', async () => {
    serve(transfer('local_entity_ft_manager'));
    await renderInRouter(<DetailScreen screen={ftItem} userType="le" userId={4} ftDepartment="LocalEntityFTManager" />, '/ft/request/:id', '/ft/request/8');
    await screen.findByRole('heading', { level: 1, name: /No\. 8$/ });
    expect(labels()).toEqual(['Approve', 'Return', 'Reject']);
    cleanup();
    await renderInRouter(<DetailScreen screen={ftItem} userType="le" userId={10} ftDepartment="LocalEntityFTStaff" />, '/ft/request/:id', '/ft/request/8');
    await screen.findByRole('heading', { level: 1, name: /No\. 8$/ });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('asks for the SMS code: sends one through mobileotp/create/, then the step with it and the record version', async () => {
    serve(transfer('local_entity_ft_manager'));
    await renderInRouter(<DetailScreen screen={ftItem} userType="le" userId={4} ftDepartment="LocalEntityFTManager" />, '/ft/request/:id', '/ft/request/8');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm', ...inDialog }));
    expect(await screen.findByText('Please input the OTP code sent to your mobile number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send code', ...inDialog }));
    // The masked number is isolated left to right (it reads the same inside Arabic text).
    expect(await screen.findByText(/A code was sent to \u2066\*+0004\u2069/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Verification code/, ...inDialog }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', ...inDialog }));
    await waitFor(() => expect(callOperation).toHaveBeenCalledWith('approveFundTransfer', { params: { id: 8 }, body: { otp: '123456', version: 4 } }));
  });

  it('uploads the required attachment through the files API and sends its id', async () => {
    serve(transfer('bank'));
    uploadFile.mockResolvedValue({ ok: true, status: 201, data: { id: 77, name: 'receipt.pdf', url: '/api/v1/ft/attachment/77/download/' } });
    await renderInRouter(<DetailScreen screen={ftItem} userType="mofa_ft_users" userId={11} ftDepartment="CharityAccountStaff" />, '/ft/request/:id', '/ft/request/8');
    fireEvent.click(await screen.findByRole('button', { name: 'Transaction sent' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm', ...inDialog }));
    expect(await screen.findByText('An attachment is required for this action')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,application/pdf,.jpg,.jpeg,image/jpeg');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('link', { name: 'receipt.pdf', ...inDialog })).toBeTruthy();

    expect(uploadFile).toHaveBeenCalledWith('uploadFundTransferAttachment', expect.any(File), expect.any(Function));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm', ...inDialog }));
    await waitFor(() => expect(callOperation).toHaveBeenCalledWith('transferFundTransfer', { params: { id: 8 }, body: { attachment: 77, version: 4 } }));
  });

  it('asks a merge for the surviving ticket, picked by its title, and sends its id with the step', async () => {
    callOperation.mockImplementation(async (operation: string) => {
      if (operation === 'getTicket') return { ok: true, status: 200, data: { ...ticket, status: 1 } };
      if (operation === 'searchTickets') return { ok: true, status: 200, data: [{ id: 12, name: 'Bank transfer stuck', name_en: 'Bank transfer stuck', name_ar: 'Bank transfer stuck' }] };
      if (operation.startsWith('list')) return { ok: true, status: 200, data: [] };
      return { ok: true, status: 200, data: { ...ticket, status: 5 } };
    });
    await renderInRouter(<DetailScreen screen={ticketItem} userType="mofa_staff" userId={2} />, '/helpdesk/tickets/preview/:id', '/helpdesk/tickets/preview/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Merge' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Comment/, ...inDialog }), { target: { value: 'Duplicate' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm', ...inDialog }));
    expect(callOperation).not.toHaveBeenCalledWith('mergeTicket', expect.anything());
    const picker = await screen.findByRole('combobox', { name: /Merged into ticket/, ...inDialog });
    await userEvent.setup().type(picker, 'Ba');
    fireEvent.click(await screen.findByRole('option', { name: 'Bank transfer stuck', ...inDialog }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', ...inDialog }));
    await waitFor(() => expect(callOperation).toHaveBeenCalledWith('mergeTicket', { params: { id: 3 }, body: { comment: 'Duplicate', merged_to: 12, version: 2 } }));
  });

  it('offers the reporter (and only the reporter) to reopen or close a resolved ticket', async () => {
    serve({ ...ticket });
    const reporter = 9;
    callOperation.mockImplementation(async (operation: string) => {
      if (operation === 'getTicket') return { ok: true, status: 200, data: { ...ticket, created_by: reporter } };
      return { ok: true, status: 200, data: [] };
    });
    await renderInRouter(<DetailScreen screen={ticketItem} userType="moi" userId={reporter} />, '/helpdesk/tickets/preview/:id', '/helpdesk/tickets/preview/3');
    await screen.findByRole('heading', { level: 1, name: 'Cannot upload' });
    expect(labels()).toEqual(['Reopen', 'Close']);
    cleanup();
    await renderInRouter(<DetailScreen screen={ticketItem} userType="moi" userId={reporter + 1} />, '/helpdesk/tickets/preview/:id', '/helpdesk/tickets/preview/3');
    await screen.findByRole('heading', { level: 1, name: 'Cannot upload' });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
