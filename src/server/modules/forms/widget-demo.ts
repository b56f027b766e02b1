/**
 * `POST forms/widgets-demo/`: the widgets demo form (forms/widgets). The request schema already ran
 * the shared `x-rule`s (BIC, Swift, OTP, yes/no, dates, phone) as the portal does; this adds what
 * only the server knows: the places chain (country in its continent, province in its country, city
 * in its province), a mobile number already in use, and an alternate mobile that repeats the mobile.
 * Nothing is stored.
 */
import { countries, type TCountryCode } from 'countries-list';
import type { Queryable } from '../../db/database.ts';
import { invalidFields, type MessageRef } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import type { WidgetDemo } from '../../../../generated/entities/widget-demo.ts';

type Problems = Record<string, MessageRef>;

async function parentOf(q: Queryable, table: 'province_records' | 'city_records', id: number): Promise<string | undefined> {
  const column = table === 'province_records' ? 'country' : 'province';
  const { rows } = await q.query<{ parent: string | null }>(`SELECT data->>'${column}' AS parent FROM ${table} WHERE id = $1`, [id]);
  return rows[0]?.parent ?? undefined;
}

/** The places chain: each place must belong to the one chosen before it. */
async function checkPlaces(q: Queryable, body: WidgetDemo, problems: Problems): Promise<void> {
  const country = countries[body.country as TCountryCode];
  if (!country || country.continent !== body.continent) problems.country = { key: 'errors.invalid_choice' };
  if ((await parentOf(q, 'province_records', body.province)) !== body.country) problems.province = { key: 'errors.invalid_choice' };
  if ((await parentOf(q, 'city_records', body.city)) !== String(body.province)) problems.city = { key: 'errors.invalid_choice' };
}

/** Product spec section 5: 'The mobile number you entered already exists'; 'This Field Is Repeated'. */
async function checkMobiles(q: Queryable, body: WidgetDemo, problems: Problems): Promise<void> {
  const { rows } = await q.query(`SELECT 1 FROM users WHERE phone = $1 LIMIT 1`, [body.mobile]);
  if (rows.length > 0) problems.mobile = { key: 'errors.mobile_exists' };
  if (body.alternate_mobile && body.alternate_mobile === body.mobile) problems.alternate_mobile = { key: 'errors.repeated' };
}

/** The handler: 400 with one message per refused field, else the answers as sent. */
export const checkWidgetDemo: Handler<'checkWidgetDemo'> = async (request) => {
  const body = request.body;
  const problems: Problems = {};
  await checkPlaces(request.server.db, body, problems);
  await checkMobiles(request.server.db, body, problems);
  if (Object.keys(problems).length) throw invalidFields(problems);
  return body;
};
