/**
 * A database from before the Kuwaiti-entity and mission registries (migrations up to 010), holding
 * users bound by `local_entity_1` and `embassy_mission_3` and their fund transfers, safe-travel
 * notifications, awqaf requests and foreign entities, is migrated: every row is kept, each now points
 * at a real record, and through the API the entity's two users see each other's notifications and
 * the mission's user sees its foreign entities, with names, not numbers.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { loadMigrations, migrate } from '../../src/server/db/migrate.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { modules } from '../../src/server/modules/index.ts';
import { memoryStorage } from '../../src/server/platform/files/memory-storage.ts';
import { hashPassword } from '../../src/server/platform/passwords.ts';
import { adminQuery, databaseUrl, dropDatabase } from './database-urls.ts';

const PASSWORD = 'Old-Database-2026!';
const BEFORE_REGISTRIES = 10;

let db: Database;
let drop = async () => undefined as void;
let app: Awaited<ReturnType<typeof buildApp>>;

/** An empty database of this run: PostgreSQL when the API tests run on it, else PGlite in memory. */
async function emptyDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ pgliteDir: 'memory://' });
  const name = `portal_test_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  drop = () => dropDatabase(url, name);
  return openDatabase({ url: databaseUrl(url, name), onIdleError: () => undefined });
}

async function insertUser(username: string, userType: string, permissions: string[]): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (username, name, email, user_type, password_hash, permissions) VALUES ($1, $1, $1 || '@old.example', $2, $3, $4::jsonb) RETURNING id`,
    [username, userType, await hashPassword(PASSWORD), JSON.stringify(permissions)]);
  return Number(rows[0]!.id);
}

async function insertRecord(table: string, data: object, createdBy: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(`INSERT INTO ${table} (data, created_by) VALUES ($1::jsonb, $2) RETURNING id`, [JSON.stringify(data), createdBy]);
  return Number(rows[0]!.id);
}

const counts = async () => {
  const tables = ['users', 'fund_transfer_records', 'safe_travel_records', 'awqaf_request_records', 'foreign_entity_records'];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`)).rows[0]!.n)])));
};

async function login(username: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/login/', payload: { username, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}
const get = (url: string, token: string, language = 'en') => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Token ${token}`, 'accept-language': language } });

let before: Record<string, number>;
let ids: Record<string, number>;

beforeAll(async () => {
  db = await emptyDatabase();
  await migrate(db, loadMigrations().filter((m) => m.version <= BEFORE_REGISTRIES));
  const admin = await insertUser('old_admin', 'mofa_admin', ['admin']);
  const leOne = await insertUser('old_le_one', 'le', ['local_entity_1']);
  const leTwo = await insertUser('old_le_two', 'le', ['local_entity_1']);
  const dm = await insertUser('old_mission', 'dm', ['embassy_mission_3']);
  const fe = await insertRecord('foreign_entity_records', { name: 'Old Relief', name_en: 'Old Relief', name_ar: 'إغاثة قديمة', email: 'old@relief.example', mobile: '+962791234567', country: 'JO', continent: 'AS', mission: 3, status: 2 }, admin);
  const transfer = await insertRecord('fund_transfer_records', { request_type: 'r', amount: 100, deposit_receipt: 'R-1', purpose: 'Aid', foreign_entity: fe, country: 'JO', local_entity: 1, mission: 3, status: 'new' }, leOne);
  const travelOne = await insertRecord('safe_travel_records', { travel_country: 'JO', departure_date: '2026-12-01', purpose: 'Visit', status: 0 }, leOne);
  const travelTwo = await insertRecord('safe_travel_records', { travel_country: 'TR', departure_date: '2026-12-05', purpose: 'Visit', status: 0 }, leTwo);
  const awqaf = await insertRecord('awqaf_request_records', { state_type: 0, first_name: 'Old', last_name: 'Preacher', nationality: 'JO', email: 'p@old.example', mobile: '+962791111111', passport_number: 'P1234567', country: 'JO', state: 1 }, dm);
  ids = { fe, transfer, travelOne, travelTwo, awqaf };
  before = await counts();
  await migrate(db);
  app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off' }), portalDir: '/nonexistent-portal' }, db, storage: memoryStorage(), modules, logger: process.env.TEST_LOG ? { level: 'error' } : false });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  await drop();
});

describe('migrating a database from before the registries', () => {
  it('keeps every row', async () => {
    expect(await counts()).toEqual(before);
  });

  it('gives every bound number a record, named after it until renamed', async () => {
    const entity = await db.query<{ data: Record<string, unknown> }>('SELECT data FROM local_entity_records WHERE id = 1');
    expect(entity.rows[0]?.data).toMatchObject({ name_en: 'Kuwaiti entity 1', name_ar: 'جهة كويتية 1' });
    const mission = await db.query<{ data: Record<string, unknown> }>('SELECT data FROM diplomatic_mission_records WHERE id = 3');
    expect(mission.rows[0]?.data).toMatchObject({ type: 'embassy', name_en: 'Diplomatic mission 3', country: 'JO', accredit_country: ['JO'] });
    // New records take the next numbers, not the ones the migration used.
    const next = await db.query<{ id: string }>(`INSERT INTO local_entity_records (data) VALUES ('{}'::jsonb) RETURNING id`);
    expect(Number(next.rows[0]!.id)).toBeGreaterThan(1);
    await db.query('DELETE FROM local_entity_records WHERE id = $1', [next.rows[0]!.id]);
  });

  it('stamps notifications and requests with their creator’s entity and mission', async () => {
    const travel = await db.query<{ local_entity: string }>(`SELECT data->>'local_entity' AS local_entity FROM safe_travel_records ORDER BY id`);
    expect(travel.rows.map((r) => r.local_entity)).toEqual(['1', '1']);
    const awqaf = await db.query<{ mission: string }>(`SELECT data->>'mission' AS mission FROM awqaf_request_records`);
    expect(awqaf.rows.map((r) => r.mission)).toEqual(['3']);
  });

  it('lets both users of the entity see each other’s notifications, and the transfer by name', async () => {
    const [one, two] = [await login('old_le_one'), await login('old_le_two')];
    for (const token of [one, two]) {
      const list = (await get('/safe-travel/', token)).json();
      expect(list.results.map((r: { id: number }) => r.id).sort()).toEqual([ids.travelOne, ids.travelTwo].sort());
      expect(list.results[0].local_entity_name).toBe('Kuwaiti entity 1');
    }
    const transfer = (await get(`/ft/fund-transfer/${ids.transfer}/`, two, 'ar')).json();
    expect(transfer).toMatchObject({ local_entity_name: 'جهة كويتية 1', mission_name: 'بعثة دبلوماسية 3', foreign_entity_name: 'إغاثة قديمة' });
  });

  it('lets the mission’s user see its foreign entity, its awqaf request and the transfer sent to it', async () => {
    const token = await login('old_mission');
    expect((await get(`/foreign-entities/${ids.fe}/`, token)).statusCode).toBe(200);
    expect((await get(`/aq/request/${ids.awqaf}/`, token)).json()).toMatchObject({ mission_name: 'Diplomatic mission 3' });
    expect((await get(`/ft/fund-transfer/${ids.transfer}/`, token)).statusCode).toBe(200);
  });
});
