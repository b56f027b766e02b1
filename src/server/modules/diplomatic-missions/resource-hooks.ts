/**
 * What the missions module adds to the generic runtime: place names (its accredited provinces too),
 * no two missions sharing a name or an e-mail, no accredited province outside the accredited
 * countries. (A mission others point at is kept by the runtime: platform/resources/reference-guard.ts.)
 */
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { withRecordNames } from '../../platform/resources/place-names.ts';
import type { ResourceHookMap, ResourceHooks } from '../../platform/resources/resource-hooks.ts';

/** Refuses a name or e-mail another mission has (compared without case or surrounding spaces). */
async function refuseDuplicate(tx: Queryable, data: Record<string, unknown>, self = 0): Promise<void> {
  for (const field of ['name', 'email'] as const) {
    const value = String(data[field] ?? '').trim().toLowerCase();
    if (!value) continue;
    const { rows } = await tx.query('SELECT 1 FROM diplomatic_mission_records WHERE lower(trim(data->>$1)) = $2 AND id <> $3 LIMIT 1', [field, value, self]);
    if (rows.length > 0) throw fieldError(`mission_${field}_exists`, field);
  }
}

/** Refuses an accredited province that is not a province of one of the accredited countries (or no province at all). */
async function refuseForeignProvinces(tx: Queryable, data: Record<string, unknown>): Promise<void> {
  const provinces = Array.isArray(data.accredit_province) ? data.accredit_province.map(Number) : [];
  if (!provinces.length) return;
  const countries = Array.isArray(data.accredit_country) ? data.accredit_country.map(String) : [];
  const { rows } = await tx.query<{ count: string }>(
    "SELECT count(*) AS count FROM province_records WHERE id = ANY($1::bigint[]) AND data->>'country' = ANY($2::text[])",
    [provinces, countries],
  );
  if (Number(rows[0]?.count ?? 0) !== new Set(provinces).size) throw fieldError('province_not_accredited', 'accredit_province');
}

/** The checks of a new or changed mission. */
async function validate(tx: Queryable, data: Record<string, unknown>, self = 0): Promise<void> {
  await refuseDuplicate(tx, data, self);
  await refuseForeignProvinces(tx, data);
}

// Every answer names the mission's accredited provinces in the caller's language (its own province
// and city are named by the runtime, as every record's places are).
const named: ResourceHooks = {
  onView: (q, records, request) => withRecordNames(q, records, request.language, 'accredit_province', 'province_records', 'accredit_province_names'),
};

export const resourceHooks: ResourceHookMap = {
  listDiplomaticMissions: named,
  getDiplomaticMission: named,
  createDiplomaticMission: { ...named, validateCreate: (tx, data) => validate(tx, data) },
  updateDiplomaticMission: { ...named, validateUpdate: (tx, data, _request, current) => validate(tx, data, Number(current.id)) },
};
