import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { safeTravelBody } from './safe-travel-example.ts';

let t: TestApp;
let le: string;
let staff: string;
let moi: string;
beforeAll(async () => {
  t = await startTestApp();
  le = await t.login('kuwaiti');
  staff = await t.login('staff');
  moi = await t.login('interior');
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const notification = safeTravelBody();

async function create(): Promise<number> {
  const response = await t.call('POST', '/safe-travel/', { token: le, body: notification });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const step = (id: number, event: string, token: string, body: Record<string, unknown> = {}, language = 'en') =>
  t.call('POST', `/safe-travel/${id}/${event}/`, { token, body, language });

describe('safe travel workflow through the API', () => {
  it('starts a new notification in state 0 New, whatever status the client sends', async () => {
    const response = await t.call('POST', '/safe-travel/', { token: le, body: { ...notification, status: 4 } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().status).toBe(0);
  });

  it('lets the ministry accept a new notification once, then answers 409 transition_not_allowed', async () => {
    const id = await create();
    const accepted = await step(id, 'accept', staff);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe(4);
    const again = await step(id, 'accept', staff);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'transition_not_allowed' });
    expect(again.json().message).not.toBe('errors.transition_not_allowed');
  });

  it('refuses a role the workflow does not name with 403, and an unknown record with 404', async () => {
    const id = await create();
    expect((await step(id, 'accept', le)).statusCode).toBe(403);
    expect((await step(id, 'cancel', staff)).statusCode).toBe(403);
    expect((await step(id, 'cancel', moi)).statusCode).toBe(403);
    expect((await step(999999, 'cancel', le)).statusCode).toBe(404);
  });

  it('requires a comment to reject, with a translated message on the comment field', async () => {
    const id = await create();
    const response = await step(id, 'reject', staff, { comment: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'comment_required' });
    expect(response.json().fields.comment).toBeTruthy();
    const arabic = await step(id, 'reject', staff, {}, 'ar');
    expect(arabic.json().message).not.toBe(response.json().message);
    expect((await step(id, 'reject', staff, { comment: 'Destination unsafe' })).json().status).toBe(3);
  });

  it('records every step in the state log, oldest first, with who, role and comment', async () => {
    const id = await create();
    await step(id, 'remark', staff, { comment: 'Add the hotel' });
    await step(id, 'reply', le, { comment: 'Hotel added' });
    await step(id, 'cancel', le);
    const log = await t.call('GET', `/safe-travel-state-logs/${id}/`, { token: staff });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().map((l: { event: string; from_code: number; to_code: number }) => [l.event, l.from_code, l.to_code])).toEqual([
      ['remark', 0, 2],
      ['reply', 2, 0],
      ['cancel', 0, 1],
    ]);
    expect(log.json()[0]).toMatchObject({ role: 'mofa_staff', comment: 'Add the hotel', user_name: 'Noura Al-Mutairi' });
    expect(log.json()[2].comment).toBeNull();
    expect((await t.call('GET', `/safe-travel-state-logs/${id}/`, { token: moi })).statusCode).toBe(200);
    expect((await t.call('GET', '/safe-travel-state-logs/999999/', { token: staff })).statusCode).toBe(404);
  });

  it('notifies the users of the types the transition names who may open the record', async () => {
    const id = await create();
    await step(id, 'accept', staff);
    const { rows } = await t.db.query<{ username: string; type: string }>(
      "SELECT u.username, n.type FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.workflow = 'safe-travel' AND n.record_id = $1 ORDER BY u.username",
      [id],
    );
    // The local entity's users (its FT staff too), not the ministry's staff who accepted it.
    expect(rows).toEqual([{ username: 'ftstaff', type: 'tr' }, { username: 'kuwaiti', type: 'tr' }]);
  });

  it('lets the entity edit the fields the workflow opens in new and remarks, and nothing once decided', async () => {
    const id = await create();
    const edit = (token: string) =>
      t.call('PUT', `/safe-travel/${id}/`, { token, body: { ...notification, purpose: 'Changed purpose', status: 4 } });
    const edited = await edit(le);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ purpose: 'Changed purpose', status: 0 });
    expect((await edit(staff)).statusCode).toBe(403);
    await step(id, 'accept', staff);
    expect((await edit(le)).statusCode).toBe(403);
    expect((await t.call('GET', `/safe-travel/${id}/`, { token: le })).json()).toMatchObject({ purpose: 'Changed purpose', status: 4 });
  });
});
