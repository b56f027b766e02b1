// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from '../../../src/portal/app/layout/when-page-idle.ts';
import { emitApiEvent } from '../../../src/portal/lib/api-events.ts';

afterEach(() => vi.useRealTimers());

describe('work left for when the page is idle (the header menus on a touch screen)', () => {
  it('waits until the page has no API call running, then for the browser to be idle', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    emitApiEvent({ kind: 'start' });
    emitApiEvent({ kind: 'start' });
    whenPageIdle(task);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    emitApiEvent({ kind: 'end' });
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    emitApiEvent({ kind: 'end' });
    expect(task).not.toHaveBeenCalled(); // not in the answer's own turn
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the header unmounted: signed out)', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    emitApiEvent({ kind: 'start' });
    const cancel = whenPageIdle(task);
    vi.advanceTimersByTime(1000);
    cancel();
    emitApiEvent({ kind: 'end' });
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
