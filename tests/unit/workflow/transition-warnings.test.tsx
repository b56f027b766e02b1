// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionBar } from '../../../src/portal/runtime/workflow/action-bar.tsx';
import { workflowOfEntity } from '../../../src/portal/runtime/workflow/workflow-of-entity.ts';
import { renderInRouter } from '../lists/render-in-router.tsx';

// The network is the only stand-in: the action bar, the workflow and its declared warnings are real.
const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation }));

const workflow = workflowOfEntity('foreign-entity')!;
// A reviewed entity (code of state `reviewed`), as the ministry sees it.
const reviewed = workflow.definition.states.find((s) => s.name === 'reviewed')!.code;
const entity = { id: 7, name: 'Sunrise Relief Trust', name_ar: 'وقف شروق للإغاثة', status: reviewed, version: 3 };

const show = (missing: number, language: 'ar' | 'en') => {
  callOperation.mockImplementation(async (operation: string) =>
    operation === 'getForeignEntityChecklist' ? { ok: true, status: 200, data: { types: [], missing } } : { ok: true, status: 200, data: entity },
  );
  return renderInRouter(<ActionBar workflow={workflow} record={entity} user={{ userType: 'mofa_staff' }} onDone={() => undefined} />, '/fe/:id', '/fe/7', language);
};

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('a step warns of the record\'s open problems (warnings: of the workflow)', () => {
  it('the approval dialog names the entity, the state it leads to and the documents still missing', async () => {
    await show(8, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Sunrise Relief Trust');
    expect(await screen.findByText('8 required documents of this entity are missing.')).toBeTruthy();
    expect(callOperation).toHaveBeenCalledWith('getForeignEntityChecklist', { params: { id: 7 } });
  });

  it('says it in Arabic, with the Arabic plural', async () => {
    await show(2, 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'اعتماد' }));
    expect(await screen.findByText('ينقص ملف هذه الجهة مستندان مطلوبان.')).toBeTruthy();
    expect((await screen.findByRole('dialog')).textContent).toContain('وقف شروق للإغاثة');
  });

  it('shows nothing when no document is missing, and asks nothing for a step without warnings', async () => {
    await show(0, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/required documents? of this entity/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    callOperation.mockClear();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await screen.findByRole('dialog');
    expect(callOperation).not.toHaveBeenCalledWith('getForeignEntityChecklist', expect.anything());
  });
});
