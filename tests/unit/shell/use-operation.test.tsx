// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../src/portal/lib/api-client.ts';

// The server is a queue of pending calls the test answers in the order it chooses, so an earlier
// call can answer after a later one, as a slow network does.
type Pending = { operation: string; init: unknown; answer: (result: ApiResult<unknown>) => void };
const pending: Pending[] = [];
const { callAnyOperation } = vi.hoisted(() => ({ callAnyOperation: vi.fn() }));
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callAnyOperation }));
callAnyOperation.mockImplementation(
  (operation: string, init: unknown) => new Promise<ApiResult<unknown>>((resolve) => pending.push({ operation, init, answer: resolve })),
);
const { useOperation } = await import('../../../src/portal/lib/use-operation.ts');
const { callKey, holdAnswer } = await import('../../../src/portal/lib/answers-ahead.ts');

const reference = (id: number) => ({ ok: true as const, status: 200, data: { id, title: `Reference ${id}` } });
const answer = (index: number, result: ApiResult<unknown>) => act(async () => pending[index]!.answer(result));

afterEach(() => {
  cleanup();
  pending.length = 0;
  callAnyOperation.mockClear();
});

describe('useOperation keeps the answer to the latest call', () => {
  it('drops the answer to an earlier call that arrives after the later one', async () => {
    const { result, rerender } = renderHook(({ id }) => useOperation('getReference', { params: { id } }), { initialProps: { id: 1 } });
    expect(result.current).toMatchObject({ loading: true, result: undefined });
    rerender({ id: 2 });
    expect(pending.map((call) => call.init)).toEqual([{ params: { id: 1 } }, { params: { id: 2 } }]);
    await answer(1, reference(2));
    expect(result.current).toMatchObject({ loading: false, data: { id: 2 } });
    // Reference 1 was asked first and answers last: the page still shows reference 2.
    await answer(0, reference(1));
    expect(result.current).toMatchObject({ loading: false, data: { id: 2 } });
    expect(result.current.latest).toEqual(reference(2));
  });

  it('keeps the current answer while reload asks again, and drops the superseded reload', async () => {
    const { result } = renderHook(() => useOperation('getReference', { params: { id: 1 } }));
    await answer(0, reference(1));
    act(() => result.current.reload());
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, data: { id: 1 } });
    await answer(2, { ok: false, status: 404, error: { code: 'not_found', message: 'Gone' } });
    expect(result.current).toMatchObject({ loading: false, data: undefined, error: { code: 'not_found' } });
    await answer(1, reference(1));
    expect(result.current.error).toEqual({ code: 'not_found', message: 'Gone' });
  });

  it('ignores an answer that arrives after unmount', async () => {
    const seen = vi.fn();
    const { unmount } = renderHook(() => useOperation('getNotificationStats', undefined, { onAnswer: seen }));
    unmount();
    await answer(0, { ok: true, status: 200, data: { bc: 1, fe: 0, ft: 0, tr: 0, sr: 0, total: 1 } });
    expect(seen).not.toHaveBeenCalled();
  });

  it('calls nothing while the operation is undefined', () => {
    const { result } = renderHook(() => useOperation(undefined as 'getReference' | undefined, { params: { id: 1 } }));
    expect(result.current.loading).toBe(false);
    expect(callAnyOperation).not.toHaveBeenCalled();
  });

  it('landed: an answer asked ahead that has come is there at the first render, not asked again until reload', async () => {
    const stats = { ok: true as const, status: 200, data: { bc: 2, fe: 0, ft: 0, tr: 0, sr: 0, total: 2 } };
    holdAnswer(callKey('getNotificationStats', {}), Promise.resolve(stats));
    await Promise.resolve();
    const { result } = renderHook(() => useOperation('getNotificationStats', undefined, { landed: true }));
    expect(result.current).toMatchObject({ loading: false, data: stats.data });
    expect(callAnyOperation).not.toHaveBeenCalled();
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, data: stats.data });
    await answer(0, { ok: true, status: 200, data: { ...stats.data, total: 3 } });
    expect(result.current.data).toMatchObject({ total: 3 });
  });

  it('landed: an answer still awaited, or a failed one, is asked as usual', async () => {
    holdAnswer(callKey('getNotificationStats', {}), new Promise(() => undefined));
    const awaited = renderHook(() => useOperation('getNotificationStats', undefined, { landed: true }));
    expect(awaited.result.current).toMatchObject({ loading: true, data: undefined });
    expect(callAnyOperation).toHaveBeenCalledTimes(1);
    awaited.unmount();
    holdAnswer(callKey('listSocialLinks', {}), Promise.resolve({ ok: false, status: 500, error: { code: 'server_error', message: '' } }));
    await Promise.resolve();
    const failed = renderHook(() => useOperation('listSocialLinks', {}, { landed: true }));
    expect(failed.result.current).toMatchObject({ loading: true, data: undefined });
    expect(callAnyOperation).toHaveBeenCalledTimes(2);
  });
});
