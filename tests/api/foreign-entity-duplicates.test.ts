import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './harness.ts';
import { createEntity, linkOf, registerThroughLink, uploadDocument } from './foreign-entity-support.ts';

let t: TestApp;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  [staff, admin] = (await Promise.all(['staff', 'admin'].map((u) => t.login(u)))) as [string, string];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

/** A copy of an entity inserted as an import older than the duplicate check would be. */
async function importedCopy(id: number, changes: Record<string, unknown> = {}): Promise<number> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO foreign_entity_records (data, created_by) SELECT data || $2::jsonb, created_by FROM foreign_entity_records WHERE id = $1 RETURNING id`,
    [id, JSON.stringify({ uid: randomUUID(), ...changes })],
  );
  return Number(rows[0]!.id);
}

const groupIds = async () =>
  (await t.call('GET', '/duplicated-fes/', { token: staff, query: { page_size: 30 } })).json().results.map((g: { entities: Array<{ id: number }> }) => g.entities.map((e) => e.id));

describe('duplicate foreign entities', () => {
  it('groups entities sharing the six identifying values, whatever the letter case', async () => {
    expect(await groupIds()).toContainEqual([7, 8]);
    const group = await t.call('GET', '/duplicated-fes/fetch/', { token: staff, query: { foreign_entity: 8 } });
    expect(group.json().entities.map((e: { id: number }) => e.id)).toEqual([7, 8]);
    expect((await t.call('GET', '/duplicated-fes/fetch/', { token: staff, query: { foreign_entity: 2 } })).statusCode).toBe(404);
    expect((await t.call('GET', '/duplicated-fes/', { token: await t.login('mission') })).statusCode).toBe(403);
  });

  it('merges a duplicate into the entity kept: documents and form values move, the name given stays, history is kept', async () => {
    await uploadDocument(t, staff, { foreign_entity: 8, checklist_type: 0, section: 5 });
    const noComment = await t.call('POST', '/duplicated-fes/8/merge/', { token: admin, body: { into: 7, name: 'Al Huda Schools' }, language: 'en' });
    expect(noComment.statusCode).toBe(400);
    expect((await t.call('POST', '/duplicated-fes/8/merge/', { token: staff, body: { into: 7, name: 'Al Huda', comment: 'x' } })).statusCode).toBe(403);
    const self = await t.call('POST', '/duplicated-fes/8/merge/', { token: admin, body: { into: 8, name: 'Al Huda', comment: 'x' }, language: 'en' });
    expect(self.json().fields).toEqual({ into: 'Choose another entity to merge into' });
    const merged = await t.call('POST', '/duplicated-fes/8/merge/', { token: admin, body: { into: 7, name: 'Al Huda Schools Network', comment: 'Same school' } });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ id: 7, name: 'Al Huda Schools Network' });
    const gone = (await t.call('GET', '/foreign-entities/8/', { token: staff })).json();
    expect(gone).toMatchObject({ status: 11, merged: true, merged_into: 7 });
    const documents = (await t.call('GET', '/foreign-files/', { token: staff, query: { foreign_entity: 7 } })).json();
    expect(documents.map((d: { section: number }) => d.section)).toContain(5);
    const log = (await t.call('GET', '/foreign-entity-state-logs/8/', { token: staff })).json();
    expect(log.map((l: { event: string; comment: string }) => [l.event, l.comment])).toEqual([['merge', 'Same school']]);
    expect(await groupIds()).not.toContainEqual([7, 8]);
  });

  it('archives or deletes a duplicate with a comment, and refuses an entity that has none', async () => {
    const original = await createEntity(t, staff);
    const copy = await importedCopy(original.id);
    const other = await importedCopy(original.id);
    const deleted = await t.call('DELETE', `/duplicated-fes/${copy}/`, { token: admin, query: { comment: 'Entered twice' } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ status: 11, deleted: true });
    const archived = await t.call('POST', `/duplicated-fes/${other}/archive/`, { token: staff, body: { comment: 'Old file' } });
    expect(archived.json()).toMatchObject({ status: 11 });
    const alone = await t.call('POST', `/duplicated-fes/${original.id}/archive/`, { token: staff, body: { comment: 'No twin' }, language: 'en' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe('These entities do not share the six identifying values');
  });

  it('refuses the submission of an entity whose six values match a recent one', async () => {
    const original = await createEntity(t, staff);
    const copy = await importedCopy(original.id);
    const submitted = await registerThroughLink(t, await linkOf(t, staff, copy));
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json()).toMatchObject({ code: 'duplicate_foreign_entity', message: 'As per our record a recent Foreign Entity with all 6 same information is already created or in-progress' });
    expect((await t.call('GET', `/foreign-entities/${copy}/`, { token: staff })).json().status).toBe(0);
  });
});
