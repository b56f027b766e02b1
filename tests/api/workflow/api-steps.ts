/** Workflow steps through the HTTP API, as a client does them: upload the attachment, ask for the SMS code, post the step. */
import type { LightMyRequestResponse } from 'fastify';
import { operations } from '../../../generated/api/operations.ts';
import { minimalPdf, startTestApp, type TestApp } from '../harness.ts';
import { serverSteps } from './server-steps.ts';
import type { TestUser } from './access-model.ts';
import { grantOf } from './access-model.ts';
import { addressOf, type BoundWorkflow } from './bound-workflows.ts';
import { identityTables } from '../../../generated/access/identity.ts';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { parsePermission } from '../../../src/shared/identity/permission-names.ts';
import { recordFactories } from './record-factories.ts';

/** Every account of the seeded database, signed in. */
export async function signInAll(t: TestApp): Promise<TestUser[]> {
  const { rows } = await t.db.query<{ id: string; username: string; user_type: string; ft_department: string | null; permissions: string[]; phone: string | null }>(
    'SELECT id, username, user_type, ft_department, permissions, phone FROM users ORDER BY id',
  );
  return Promise.all(
    rows.map(async (r) => ({
      id: Number(r.id), username: r.username, userType: r.user_type, ftDepartment: r.ft_department, permissions: r.permissions, phone: r.phone,
      token: await t.login(r.username), boundRecords: await boundRecords(t, r.permissions),
    })),
  );
}

/** The records a user's `name_{n}` permissions bind them to (`record:` of spec/access/permissions.yaml). */
async function boundRecords(t: TestApp, permissions: string[]): Promise<NonNullable<TestUser['boundRecords']>> {
  const records = permissions.flatMap((p) => {
    const { name, entity } = parsePermission(p);
    const record = identityTables.permissions.find((d) => d.name === name)?.record;
    return record && entity !== null ? [{ permission: name, table: entitySchemas[record as keyof typeof entitySchemas]['x-table']!, id: entity }] : [];
  });
  return Promise.all(records.map(async ({ permission, table, id }) => {
    const { rows } = await t.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM ${table} WHERE id = $1`, [id]);
    return { permission, data: rows[0]?.data ?? {} };
  }));
}

/** A created record: its id, its data as the API answered, its creator. */
export type CreatedRecord = { id: number; data: Record<string, unknown>; createdBy: number };

/** Creates a record of the workflow's entity as `creator` (with the records its factory makes first); it must be accepted. */
export async function createRecord(t: TestApp, w: BoundWorkflow, creator: TestUser, data: Record<string, unknown>): Promise<CreatedRecord> {
  const factory = recordFactories[w.name];
  const response = await t.call('POST', w.create.path, { token: creator.token, body: factory ? await factory.make(t, creator, data) : data });
  if (response.statusCode !== 201) throw new Error(`${creator.username} creating ${w.name}: ${response.statusCode} ${response.body}`);
  return { id: response.json().id, data: response.json(), createdBy: creator.id };
}

/** A fresh PDF uploaded by `user` for the workflow's attachments field; undefined when they may not upload. */
export async function uploadAttachment(t: TestApp, w: BoundWorkflow, user: TestUser): Promise<number | undefined> {
  const upload = w.definition.attachments?.upload;
  if (!upload || !grantOf(upload, user.userType)) return undefined;
  const path = (operations as Record<string, { path: string }>)[upload]!.path;
  const response = await t.upload(path, user.token, { name: 'receipt.pdf', type: 'application/pdf', bytes: minimalPdf(['Receipt']) });
  if (response.statusCode !== 201) throw new Error(`upload by ${user.username}: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/** Asks for an SMS code as `user` (`mobileotp/create/`) and reads it from the outbox, as their phone would. */
export async function smsCode(t: TestApp, user: TestUser): Promise<string> {
  const response = await t.call('GET', '/mobileotp/create/', { token: user.token });
  if (response.statusCode !== 200) throw new Error(`mobileotp/create/ for ${user.username}: ${response.statusCode} ${response.body}`);
  const { rows } = await t.db.query<{ params: { code: string } }>("SELECT params FROM outbox WHERE recipient = $1 AND channel = 'sms' ORDER BY id DESC LIMIT 1", [user.phone]);
  return rows[0]!.params.code;
}

/** A code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** What a step sends besides the event: a comment, a freshly uploaded attachment, the right or a wrong SMS code, a version. */
export type StepInput = { comment?: string; attach?: boolean; otp?: 'right' | 'wrong'; version?: number };

/** Posts `event` on record `id` as `user`; answers the response and whether an attachment went with it. */
export async function takeStep(t: TestApp, w: BoundWorkflow, id: number, event: string, user: TestUser, input: StepInput = {}): Promise<{ response: LightMyRequestResponse; attached: boolean }> {
  // A step the server takes from another operation's request (a donation): what that request carries is its own.
  if (w.events[event]?.server) return { response: await serverSteps[w.name]![event]!.take(t, id, user), attached: false };
  await recordFactories[w.name]?.beforeStep?.(t, event, id);
  const attachment = input.attach ? await uploadAttachment(t, w, user) : undefined;
  const code = input.otp ? await smsCode(t, user) : undefined;
  const body = {
    ...((await recordFactories[w.name]?.stepBody?.(t, event)) ?? {}),
    ...(input.comment ? { comment: input.comment } : {}),
    ...(attachment === undefined ? {} : { attachment }),
    ...(code === undefined ? {} : { otp: input.otp === 'right' ? code : otherCode(code) }),
    ...(input.version === undefined ? {} : { version: input.version }),
  };
  const { path, query } = addressOf(w.events[event]!, id);
  const response = await t.call('POST', path, { token: user.token, body, ...(query ? { query } : {}) });
  return { response, attached: attachment !== undefined };
}

/** State-log rows of a record. */
export async function logRows(t: TestApp, w: BoundWorkflow, id: number): Promise<number> {
  const { rows } = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM state_logs WHERE workflow = $1 AND record_id = $2', [w.name, id]);
  return rows[0]!.count;
}

/**
 * Lifts the fund-transfer safeguards a test filing many identical example transfers would meet:
 * the day's limit (`max_daily_fund_transfers`) and the repeated-transfer notice (`repeated_fund_transfer_days`
 * 0 = off), as the ministry's settings. tests/api/fund-transfer-safeguards.test.ts keeps them on.
 */
export async function liftTransferSafeguards(t: TestApp): Promise<void> {
  for (const [key, value] of [['max_daily_fund_transfers', '100000'], ['repeated_fund_transfer_days', '0']]) {
    await t.db.query(`DELETE FROM setting_records WHERE data->>'key' = $1`, [key]);
    await t.db.query(`INSERT INTO setting_records (data) VALUES (jsonb_build_object('key', $1::text, 'value', $2::text))`, [key, value]);
  }
}

/** A fund-transfer test file's app: the safeguards lifted (liftTransferSafeguards), every demo user signed in, by username. */
export async function startFundTransferApp(): Promise<{ t: TestApp; u: Record<string, TestUser> }> {
  const t = await startTestApp();
  await liftTransferSafeguards(t);
  return { t, u: Object.fromEntries((await signInAll(t)).map((user) => [user.username, user])) };
}
