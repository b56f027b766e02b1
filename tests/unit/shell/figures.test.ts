import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFigures, prefetch } from '../../../src/portal/modules/shell/figures.ts';

const { callOperation, callAhead, checkedUser } = vi.hoisted(() => ({ callOperation: vi.fn(), callAhead: vi.fn(), checkedUser: vi.fn() }));
// Typed and loose calls go through one fake (the runtimes call operations by descriptor names loosely).
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation, callAhead }));
vi.mock('../../../src/portal/app/session-context.tsx', () => ({ checkedUser }));

const overview = { foreign_entity_status_completed: 3, foreign_entity_status_reviewed: 5, foreign_entity_status_approved: 8, foreign_entity_status_suspended: 1, total: 20 };

afterEach(() => {
  callOperation.mockReset();
  callAhead.mockReset();
  checkedUser.mockReset();
});

describe('dashboard figures', () => {
  it('gives the foreign-entity cards from one overview call, each linking to its status list', async () => {
    callOperation.mockImplementation(async (operation: string) =>
      operation === 'getForeignEntityOverview' ? { ok: true, status: 200, data: overview } : { ok: true, status: 200, data: { count: 4, results: [] } },
    );
    const figures = await loadFigures('mofa_staff');
    const cards = figures.filter((figure) => figure.operation === 'getForeignEntityOverview');
    expect(cards.map((card) => [card.total, card.params?.status])).toEqual([[3, '7'], [5, '6'], [8, '2'], [1, '8']]);
    expect(callOperation.mock.calls.filter(([operation]) => operation === 'getForeignEntityOverview')).toHaveLength(1);
    expect(figures.find((figure) => figure.key === 'references')?.total).toBe(4);
  });

  it('shows no foreign-entity card to a user type the overview is not open to', async () => {
    callOperation.mockResolvedValue({ ok: true, status: 200, data: { count: 1, results: [] } });
    const figures = await loadFigures('le');
    expect(figures.some((figure) => figure.operation === 'getForeignEntityOverview')).toBe(false);
    expect(callOperation).not.toHaveBeenCalledWith('getForeignEntityOverview', expect.anything());
  });

  it('gives the registry totals from one overview/ call, and no card for a total the answer leaves out', async () => {
    callOperation.mockImplementation(async (operation: string) =>
      operation === 'getOverview' ? { ok: true, status: 200, data: { local_entities: 1, missions: 12 } } : { ok: true, status: 200, data: { count: 2, results: [] } },
    );
    const figures = await loadFigures('le');
    expect(Object.fromEntries(figures.filter((f) => f.operation === 'getOverview').map((f) => [f.key, f.total]))).toEqual({ local_entities: 1, missions: 12 });
    expect(callOperation.mock.calls.filter(([operation]) => operation === 'getOverview')).toHaveLength(1);
    expect(figures.find((figure) => figure.key === 'missions')?.route).toBe('diplomatic_mission.list');
  });

  it('asks ahead, once the session has answered, exactly the calls the page then makes for that user type, and nothing for a guest', async () => {
    checkedUser.mockResolvedValue({ id: 9, user_type: 'le' });
    prefetch();
    await vi.waitFor(() => expect(callAhead).toHaveBeenCalled());
    callOperation.mockResolvedValue({ ok: true, status: 200, data: { count: 1, results: [] } });
    await loadFigures('le');
    expect(callAhead.mock.calls).toEqual(callOperation.mock.calls);
    expect(callAhead).not.toHaveBeenCalledWith('getForeignEntityOverview', expect.anything());

    callAhead.mockReset();
    checkedUser.mockResolvedValue(null);
    prefetch();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callAhead).not.toHaveBeenCalled();
  });
});

