/**
 * `ft/restricted-countries/`: the countries a transfer may not go to without the general account
 * supervisor's say. The list is replaced as a whole; each country added or removed is kept in the
 * history with who did it. The workflow reads it as a fact of each transfer (`restricted_country`):
 * a transfer to a listed country reaches the ministry held under restricted_countries.
 */
import type { Queryable } from '../../db/database.ts';
import { countryOf } from '../../platform/countries.ts';
import { forbidden, invalidFields } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { idOf } from '../../platform/resources/read-handlers.ts';
import type { RecordRow } from '../../platform/resources/records-repository.ts';
import { transferInScope } from './transfer-in-scope.ts';

type Listed = { country: string; added_by_name: string | null; added: Date | string };

async function listed(q: Queryable): Promise<{ results: Array<{ country: string; added_by_name: string | null; added: string }> }> {
  const { rows } = await q.query<Listed>(
    `SELECT c.country, u.name AS added_by_name, c.added_at AS added
       FROM ft_restricted_countries c LEFT JOIN users u ON u.id = c.added_by ORDER BY c.country`,
  );
  return { results: rows.map((row) => ({ country: row.country, added_by_name: row.added_by_name, added: new Date(row.added).toISOString() })) };
}

export const listRestrictedCountries: Handler<'listRestrictedCountries'> = async (request) => listed(request.server.db);

/** The ministry's administrator, or an FT user of the general account supervisor's department. */
function mayChange(user: { user_type: string; ft_department?: string | null }): boolean {
  return user.user_type === 'mofa_admin' || (user.user_type === 'mofa_ft_users' && user.ft_department === 'GeneralAccountSupervisor');
}

export const setRestrictedCountries: Handler<'setRestrictedCountries'> = async (request) => {
  const user = requireUser(request.user);
  if (!mayChange(user)) throw forbidden();
  const wanted = request.body.countries;
  if (wanted.some((code) => !countryOf(code))) throw invalidFields({ countries: { key: 'errors.invalid_choice' } });
  return request.server.db.transaction(async (tx) => {
    // One change at a time, so two supervisors' lists never interleave in the history.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('ft_restricted_countries'))`);
    const { rows } = await tx.query<{ country: string }>('SELECT country FROM ft_restricted_countries');
    const current = new Set(rows.map((row) => row.country));
    const added = wanted.filter((code) => !current.has(code));
    const removed = [...current].filter((code) => !wanted.includes(code));
    for (const country of added) await tx.query('INSERT INTO ft_restricted_countries (country, added_by) VALUES ($1, $2)', [country, user.id]);
    if (removed.length) await tx.query('DELETE FROM ft_restricted_countries WHERE country = ANY($1::text[])', [`{${removed.join(',')}}`]);
    for (const [action, countries] of [['added', added], ['removed', removed]] as const) {
      for (const country of countries) await tx.query('INSERT INTO ft_restricted_country_history (country, action, user_id) VALUES ($1, $2, $3)', [country, action, user.id]);
    }
    return listed(tx);
  });
};

export const listRestrictedCountryHistory: Handler<'listRestrictedCountryHistory'> = async (request) => {
  const { rows } = await request.server.db.query<{ country: string; action: 'added' | 'removed'; user_name: string | null; created: Date | string }>(
    `SELECT h.country, h.action, u.name AS user_name, h.created_at AS created
       FROM ft_restricted_country_history h LEFT JOIN users u ON u.id = h.user_id ORDER BY h.created_at DESC, h.id DESC LIMIT 1000`,
  );
  return rows.map((row) => ({ ...row, created: new Date(row.created).toISOString() }));
};

/** Is the transfer's country on the list now? */
async function isRestricted(q: Queryable, record: RecordRow): Promise<boolean> {
  const { rows } = await q.query<{ restricted: boolean }>('SELECT EXISTS (SELECT 1 FROM ft_restricted_countries WHERE country = $1) AS restricted', [String(record.data.country ?? '')]);
  return rows[0]?.restricted === true;
}

/** The workflow's fact: the transfer's country is on the list now. */
export async function restrictedCountryFacts(q: Queryable, record: RecordRow): Promise<Record<string, unknown>> {
  return { restricted_country: await isRestricted(q, record) };
}

/** What the steps' dialogs warn of (the workflow's `warnings:`): one when the transfer's country is on the list. */
export const getFundTransferRestriction: Handler<'getFundTransferRestriction'> = async (request) => {
  const record = await transferInScope(request, idOf(request));
  return { restricted: (await isRestricted(request.server.db, record)) ? 1 : 0 };
};
