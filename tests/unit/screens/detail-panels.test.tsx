// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/foreign-entity.ts';
import type { DetailScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { DetailPanels } from '../../../src/portal/runtime/screens/detail-panels.tsx';
import { renderInRouter } from '../lists/render-in-router.tsx';

const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn() }));
// Typed and loose calls go through one fake (the runtimes call operations by descriptor names loosely).
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation }));

// The spec-declared panels of the entity's file: the administrative-data form and the bank-details list.
const detail = screens.find((item) => item.name === 'foreign_entity.detail') as DetailScreen;
const declared = detail.panels!.filter((panel) => typeof panel !== 'string');
const bank = { id: 4, beneficiary_name: 'Sunrise Relief', bank_name: 'Arab Bank', iban: 'JO94CBJO0010000000000131000302', swift_code: 'ARABJOAX', currency: 'JOD' };

function answer(operation: string) {
  if (operation === 'listBankDetails') return { ok: true, status: 200, data: { count: 1, results: [bank] } };
  if (operation === 'getAdministrativeData') return { ok: true, status: 200, data: { file_number: 'F-77' } };
  return { ok: false, status: 404, error: { code: 'not_found', message: 'Not found' } };
}

const show = (userType: string) =>
  renderInRouter(<DetailPanels panels={declared} record={{ id: 7, name: 'Sunrise' }} reload={() => undefined} userType={userType} />, '/submitted_form/:id', '/submitted_form/7');

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('detail panels that name a list or a form screen', () => {
  it('shows the bank accounts of the record, with Add for those who may, and its administrative data in a form', async () => {
    callOperation.mockImplementation(async (operation: string) => answer(operation));
    await show('mofa_staff');
    const accounts = await screen.findByRole('region', { name: 'Bank details' });
    expect(await within(accounts).findByRole('cell', { name: 'Arab Bank' })).toBeTruthy();
    expect(within(accounts).getByRole('link', { name: 'Add a bank account' }).getAttribute('href')).toBe('/foreign_entity/7/bank-details/new');
    expect(callOperation).toHaveBeenCalledWith('listBankDetails', expect.objectContaining({ query: expect.objectContaining({ foreign_entity: '7' }) }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'File number' }) as HTMLInputElement).value).toBe('F-77'));
    expect(callOperation).toHaveBeenCalledWith('getAdministrativeData', { params: { id: '7' } });
  });

  it('shows neither to a user type whose rules grant neither operation', async () => {
    callOperation.mockImplementation(async (operation: string) => answer(operation));
    await show('dm');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callOperation).not.toHaveBeenCalled(); // a refused read would send the user to the login page
    expect(screen.queryByRole('region', { name: 'Bank details' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'File number' })).toBeNull();
  });
});
