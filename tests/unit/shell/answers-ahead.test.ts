import { afterEach, describe, expect, it, vi } from 'vitest';
import { callKey, dropAnswer, holdAnswer, takeAnswer, takeSettledAnswer } from '../../../src/portal/lib/answers-ahead.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('answers asked ahead (a route loader\'s prefetch)', () => {
  it('the identical call takes the answer once; a call with other inputs does not get it', async () => {
    holdAnswer(callKey('listReferences', { params: {}, query: { page: 1 } }), Promise.resolve('rows'));
    expect(takeAnswer(callKey('listReferences', { params: {}, query: { page: 2 } }))).toBeUndefined();
    expect(await takeAnswer(callKey('listReferences', { params: {}, query: { page: 1 } }))).toBe('rows');
    expect(takeAnswer(callKey('listReferences', { params: {}, query: { page: 1 } }))).toBeUndefined();
  });

  it('an answer held longer than ten seconds is not given: the call asks again', () => {
    vi.useFakeTimers();
    holdAnswer(callKey('getReference', { params: { id: '4' } }), Promise.resolve('old'));
    vi.advanceTimersByTime(10_001);
    expect(takeAnswer(callKey('getReference', { params: { id: '4' } }))).toBeUndefined();
  });

  it('a dropped answer (a refusal) is not given, but a newer one held under the same call stays', () => {
    const key = callKey('getNotificationStats', {});
    const refused = Promise.resolve('401');
    holdAnswer(key, refused);
    dropAnswer(key, refused);
    expect(takeAnswer(key)).toBeUndefined();
    const newer = Promise.resolve('counts');
    holdAnswer(key, newer);
    dropAnswer(key, refused);
    expect(takeAnswer(key)).toBe(newer);
  });

  it('takeSettledAnswer gives an answer that has come, once, and nothing while it is awaited', async () => {
    const key = callKey('listSocialLinks', { query: { ordering: 'order' } });
    let answer = (_: string) => undefined as unknown;
    holdAnswer(key, new Promise((resolve) => (answer = resolve)));
    expect(takeSettledAnswer(key)).toBeUndefined();
    answer('links');
    await Promise.resolve();
    await Promise.resolve();
    expect(takeSettledAnswer(key)).toEqual({ value: 'links' });
    expect(takeSettledAnswer(key)).toBeUndefined();
    expect(takeAnswer(key)).toBeUndefined();
  });
});
