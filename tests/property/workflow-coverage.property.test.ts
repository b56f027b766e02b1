import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { workflows } from '../../generated/workflows/index.ts';
import { snapshotAt } from '../../src/shared/workflow/decide.ts';
import { edgePaths } from '../../src/shared/workflow/edge-paths.ts';

// Records that let every named guard hold once: the owner is the caller, and both fund transfer kinds.
const OWNER = 7;
const RECORDS = [{ created_by: OWNER, request_type: 'r' }, { created_by: OWNER, request_type: 'd' }];

describe.each(Object.keys(workflows))('workflow %s: shortest paths cover the chart', (name) => {
  const { machine, definition } = workflows[name]!;
  const paths = RECORDS.flatMap((record) => edgePaths(machine, definition, record, OWNER).map((p) => ({ ...p, record })));

  it('reaches every state', () => {
    const reached = new Set([definition.initial, ...paths.map((p) => p.edge.to)]);
    expect([...reached].sort()).toEqual(definition.states.map((s) => s.name).sort());
  });

  it('takes every transition edge, and each path replays on the machine to the edge target', () => {
    const covered = new Set(paths.map((p) => `${p.edge.event}:${p.edge.from}->${p.edge.to}`));
    expect([...covered].sort()).toEqual(definition.transitions.map((t) => `${t.event}:${t.from}->${t.to}`).sort());
    for (const { edge, events, record } of paths) {
      let snapshot = snapshotAt(machine, definition.initial, record);
      for (const event of events) {
        expect(snapshot.can(event), `${edge.event} path: ${event.type} in ${String(snapshot.value)}`).toBe(true);
        [snapshot] = transition(machine, snapshot, event);
      }
      expect(String(snapshot.value)).toBe(edge.to);
    }
  });

  it('has no way out of a final state and a way out of every other state', () => {
    for (const state of definition.states) {
      const leaving = definition.transitions.filter((t) => t.from === state.name);
      expect(leaving.length === 0, state.name).toBe(state.final);
    }
  });
});
