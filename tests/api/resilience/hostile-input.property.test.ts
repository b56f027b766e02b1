/**
 * Every operation of generated/api/operations.ts, sent hostile path parameters, query strings and
 * JSON bodies (issue 18's values among arbitrary ones) by several user types and anonymously,
 * answers below 500, each 4xx as `{code, message}`; and a caller bound to one entity changes
 * nothing outside its scope (scope-snapshot.ts). A fixed sweep sends every operation its worst
 * request once; fast-check then draws random ones (HOSTILE_RUNS, default 200; HOSTILE_SEED to replay).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabaseKind, type TestApp } from '../harness.ts';
import { callable, fixedHostileRequest, hostileRequest, problemOf, send } from './hostile-requests.ts';
import { changesOutside, snapshot, type ScopedCaller, type Snapshot } from './scope-snapshot.ts';

type Caller = ScopedCaller & { token?: string; checked: boolean };

let t: TestApp;
let callers: Caller[];
beforeAll(async () => {
  t = await startTestApp();
  const { rows } = await t.db.query<{ id: string; username: string }>('SELECT id::text, username FROM users');
  const idOf = (username: string) => Number(rows.find((r) => r.username === username)!.id);
  const signedIn = async (username: string, bound: Partial<ScopedCaller>, checked: boolean): Promise<Caller> => ({
    name: username, userId: idOf(username), token: await t.login(username), foreignEntities: [], localEntities: [], ...bound, checked,
  });
  callers = [
    { name: 'anonymous', foreignEntities: [], localEntities: [], checked: true },
    await signedIn('foreign', { foreignEntities: ['1'] }, true),
    await signedIn('approved', { foreignEntities: ['2'] }, true),
    await signedIn('kuwaiti', { localEntities: ['1'] }, true),
    await signedIn('mission', {}, false),
    await signedIn('staff', {}, false),
    await signedIn('admin', {}, false),
  ];
});
afterAll(() => t?.close());

describe(`hostile requests to every operation (${testDatabaseKind})`, () => {
  it('answer every operation’s worst request below 500, as a bound user and as the super admin', async () => {
    const problems: string[] = [];
    for (const operation of callable) {
      for (const caller of [callers[1]!, callers[6]!]) {
        const request = fixedHostileRequest(operation);
        const problem = problemOf(operation, caller.name, request, await send(t, operation, request, caller.token));
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answer random hostile requests below 500 and change nothing outside the caller’s scope', async () => {
    let picture: Snapshot = await snapshot(t);
    const runs = Number(process.env.HOSTILE_RUNS ?? 200);
    const seed = process.env.HOSTILE_SEED === undefined ? {} : { seed: Number(process.env.HOSTILE_SEED) };
    const call = fc.constantFrom(...callable).chain((operation) => fc.record({ operation: fc.constant(operation), request: hostileRequest(operation), caller: fc.nat(callers.length - 1) }));
    await fc.assert(
      fc.asyncProperty(call, async ({ operation, request, caller: index }) => {
        const caller = callers[index]!;
        const response = await send(t, operation, request, caller.token);
        expect(problemOf(operation, caller.name, request, response)).toBeUndefined();
        const after = await snapshot(t);
        // A read may count itself (a reference's views): the picture follows it, and only writes are judged.
        if (operation.method === 'get') {
          picture = after;
          return;
        }
        if (caller.checked) expect(changesOutside(caller, picture, after), `${operation.operationId} ${JSON.stringify(request)}`).toEqual([]);
        picture = after;
      }),
      { numRuns: runs, ...seed },
    );
  });
});
