// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChecklistPanel from '../../../src/portal/modules/foreign-entity/checklist-panel.tsx';
import { renderInRouter } from '../lists/render-in-router.tsx';

const { callOperation, uploadFile } = vi.hoisted(() => ({ callOperation: vi.fn(), uploadFile: vi.fn() }));
// Typed and loose calls go through one fake (the runtimes call operations by descriptor names loosely).
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation, uploadFile }));

const section = (n: number, required: boolean, document: unknown = null) => ({ section: n, label: `S${n}`, required, document, review: null });
const checklist = {
  types: [
    { checklist_type: 0, label: 'Registration', complete: false, sections: [section(1, false), section(3, true, { id: 9, foreign_entity: 4, attachment_type: 1, file: [{ id: 31, name: 'statute.pdf', url: '/x' }] }), section(4, true)] },
    { checklist_type: 1, label: 'Renewal', complete: false, sections: [section(12, true)] },
  ],
};

function serve() {
  callOperation.mockImplementation(async (operation: string) => {
    if (operation === 'getForeignEntityChecklist') return { ok: true, status: 200, data: checklist };
    if (operation === 'sendChecklistToFe') return { ok: true, status: 200, data: { sent: true, sections: 1 } };
    return { ok: true, status: 201, data: {} };
  });
}

const show = (userType: string, status: number) =>
  renderInRouter(<ChecklistPanel record={{ id: 4, status }} reload={vi.fn()} userType={userType} />, '/submitted_form/:id', '/submitted_form/4');

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('the checklist panel on the entity file', () => {
  it('lets a pending entity upload its registration documents, shows what is missing, and hides an empty renewal checklist', async () => {
    serve();
    await show('fe', 0);
    expect(await screen.findByText('1 required document is missing')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Upload PDF' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy();
    expect(screen.queryByText('Renewal checklist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save review' })).toBeNull();
  });

  it('offers a submitted entity no upload, and the mission a review of each uploaded document only', async () => {
    serve();
    await show('fe', 1);
    await screen.findByText('Registration checklist');
    expect(screen.queryByRole('button', { name: 'Upload PDF' })).toBeNull();
    cleanup();
    await show('dm', 1);
    await screen.findByText('Registration checklist');
    expect(screen.queryByRole('button', { name: 'Upload PDF' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Save review' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'E-mail the missing documents' })).toBeNull();
  });

  it('saves the ministry review of a section and e-mails the missing documents, then shows the notice', async () => {
    serve();
    const router = await show('mofa_staff', 1);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Review' }), { target: { value: 'incorrect' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Remark' }), { target: { value: 'Expired certificate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(callOperation).toHaveBeenCalledWith('createChecklistRemark', { body: { foreign_entity: 4, checklist_type: 0, section: 3, status: 'incorrect', remark: 'Expired certificate' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'E-mail the missing documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification_send_checklist'));
    expect(router.state.location.search).toBe('?id=4&sections=1');
  });
});
