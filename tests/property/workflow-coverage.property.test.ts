import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { identityTables } from '../../generated/access/identity.ts';
import { userTypes } from '../../generated/access/rules.ts';
import { workflows } from '../../generated/workflows/index.ts';
import { snapshotAt } from '../../src/shared/workflow/decide.ts';
import { edgePaths } from '../../src/shared/workflow/edge-paths.ts';

// Records that let every named guard hold once: the owner is the caller, both fund transfer kinds,
// and a transfer to a restricted country (a fact the server adds); callers of every user type in every FT department (and none), so department guards hold too.
const OWNER = 7;
const RECORDS = [{ created_by: OWNER, request_type: 'r' }, { created_by: OWNER, request_type: 'd' }, { created_by: OWNER, request_type: 'r', restricted_country: true }];
const ACTORS = userTypes.flatMap((role) => [null, ...identityTables.departments.map((d) => d.name)].map((ftDepartment) => ({ role, userId: OWNER, ftDepartment })));

describe.each(Object.keys(workflows))('workflow %s: shortest paths cover the chart', (name) => {
  const { machine, definition } = workflows[name]!;
  const paths = RECORDS.flatMap((record) => edgePaths(machine, definition, record, ACTORS).map((p) => ({ ...p, record })));

  it('reaches every state', () => {
    const reached = new Set([definition.initial, ...paths.map((p) => p.edge.to)]);
    expect([...reached].sort()).toEqual(definition.states.map((s) => s.name).sort());
  });

  it('takes every transition edge with every user type it names, and each path replays on the machine to the edge target', () => {
    const covered = new Set(paths.map((p) => `${p.edge.event}:${p.edge.from}->${p.edge.to}:${p.actor.role}`));
    const wanted = definition.transitions.flatMap((t) => (t.after ? ['system'] : t.userTypes).map((role) => `${t.event}:${t.from}->${t.to}:${role}`));
    expect([...covered].sort()).toEqual([...new Set(wanted)].sort());
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
