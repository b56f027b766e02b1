import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLanding, landingFigures, loadFigures, prefetch } from '../../../src/portal/modules/shell/figures.ts';

const { callOperation, callAheadAsPreloaded, checkedUser } = vi.hoisted(() => ({ callOperation: vi.fn(), callAheadAsPreloaded: vi.fn(), checkedUser: vi.fn() }));
// Typed and loose calls go through one fake (the runtimes call operations by descriptor names loosely).
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation, callAheadAsPreloaded }));
vi.mock('../../../src/portal/app/session-context.tsx', () => ({ checkedUser }));

const answer = (data: Record<string, number>) => ({ ok: true, status: 200, data });

afterEach(() => {
  callOperation.mockReset();
  callAheadAsPreloaded.mockReset();
  checkedUser.mockReset();
});

describe('overview figures', () => {
  it('gives every figure from one overview/figures/ call, in order, each linking to its list', async () => {
    callOperation.mockResolvedValue(answer({ foreign_entities_completed: 3, foreign_entities_reviewed: 5, foreign_entities_approved: 8, foreign_entities_suspended: 1, references: 4, pending: 2 }));
    const figures = await loadFigures('mofa_staff');
    expect(callOperation.mock.calls).toEqual([['getOverviewFigures']]);
    const cards = figures.filter((figure) => figure.operation === 'getForeignEntityOverview');
    expect(cards.map((card) => [card.total, card.params?.status])).toEqual([[3, '7'], [5, '6'], [8, '2'], [1, '8']]);
    expect(figures.find((figure) => figure.key === 'references')?.total).toBe(4);
    expect(figures.map((figure) => figure.order)).toEqual([...figures.map((figure) => figure.order)].sort((a, b) => a - b));
  });

  it('shows no card for a figure the answer leaves out, nor for one the user type may not see even if answered', async () => {
    callOperation.mockResolvedValue(answer({ local_entities: 1, missions: 12, foreign_entities_completed: 3 }));
    const figures = await loadFigures('le');
    expect(Object.fromEntries(figures.map((f) => [f.key, f.total]))).toEqual({ local_entities: 1, missions: 12 });
    expect(figures.find((figure) => figure.key === 'missions')?.route).toBe('diplomatic_mission.list');
  });

  it('shows no card when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    callOperation.mockResolvedValue({ ok: false, status: 500 });
    expect(await loadFigures('mofa_staff')).toEqual([]);
  });

  it('takes, once the session has answered, the answer the page preloaded, and keeps those figures for the cards\' first render; nothing for a guest', async () => {
    checkedUser.mockResolvedValue({ id: 9, user_type: 'le' });
    callOperation.mockResolvedValue(answer({ pending: 1, local_entities: 1 }));
    prefetch();
    await vi.waitFor(() => expect(landingFigures('le')?.settled).toBeDefined());
    // The address the server names as the preload (src/server/platform/portal-preloads.ts, FIGURES_CALL).
    expect(callAheadAsPreloaded.mock.calls).toEqual([['getOverviewFigures', {}, '/api/v1/overview/figures/']]);
    expect(callOperation.mock.calls).toEqual([['getOverviewFigures']]);
    const landed = landingFigures('le')!;
    expect(Object.fromEntries(landed.settled!.map((figure) => [figure.key, figure.total]))).toEqual({ pending: 1, local_entities: 1 });
    // Another user type's cards ask afresh; once taken, they are forgotten.
    expect(landingFigures('mofa_staff')).toBeUndefined();
    forgetLanding(landed);
    expect(landingFigures('le')).toBeUndefined();

    callAheadAsPreloaded.mockReset();
    checkedUser.mockResolvedValue(null);
    prefetch();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callAheadAsPreloaded).not.toHaveBeenCalled();
    expect(landingFigures('le')).toBeUndefined();
  });
});
