/**
 * What the ministry relies on before a fund transfer is saved (product spec sections 5 and 9): the
 * receiving foreign entity may receive transfers, a local entity files at most the day's limit, and
 * a transfer repeating another (same foreign entity, amount and deposit receipt) is saved only when
 * the filer confirms it, which its history keeps. Each refusal is a translated field error.
 */
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../../platform/errors.ts';

/** Settings (`settings/`) with their defaults. */
const DEFAULT_DAILY_LIMIT = 10;
const DEFAULT_REPEAT_DAYS = 30;
/** Calendar days are Kuwait's. */
const TIME_ZONE = 'Asia/Kuwait';

/** The text of setting `key` (settings/), or undefined when it has none. */
async function settingText(q: Queryable, key: string): Promise<string | undefined> {
  const { rows } = await q.query<{ value: string | null }>(`SELECT data->>'value' AS value FROM setting_records WHERE data->>'key' = $1 ORDER BY id LIMIT 1`, [key]);
  return rows[0]?.value ?? undefined;
}

/** A whole-number setting (0 or more); its default when absent or not such a number. */
async function setting(q: Queryable, key: string, fallback: number): Promise<number> {
  const value = Number(await settingText(q, key) ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** A decimal setting above 0 (an exchange rate); its default when absent or not such a number. */
export async function decimalSetting(q: Queryable, key: string, fallback: number): Promise<number> {
  const value = Number(await settingText(q, key) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** A yes/no setting: on only when its value is `true`. */
export async function flagSetting(q: Queryable, key: string): Promise<boolean> {
  return (await settingText(q, key)) === 'true';
}

/** 400 under `foreign_entity` unless it is approved, allowed for fund transfer and neither suspended nor archived. */
export async function assertEligibleForeignEntity(q: Queryable, foreignEntity: unknown): Promise<void> {
  if (foreignEntity === undefined || foreignEntity === null) return;
  const { rows } = await q.query<{ ok: boolean }>(
    `SELECT (data->>'allowed_for_fund_transfer')::boolean IS TRUE AND (data->>'approved_entity')::boolean IS TRUE
            AND coalesce(data->>'status', '') NOT IN ('8', '11') AS ok
       FROM foreign_entity_records WHERE id = $1`,
    [foreignEntity],
  );
  if (!rows[0]?.ok) throw fieldError('ft_foreign_entity_ineligible', 'foreign_entity');
}

/**
 * 400 `ft_daily_limit` when the local entity has filed its day's transfers (`max_daily_fund_transfers`,
 * Kuwait's calendar day). Creates of one entity wait for each other here, so concurrent ones never pass it.
 */
export async function assertWithinDailyLimit(tx: Queryable, localEntity: number): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('fund_transfer_daily'), $1::int)", [localEntity]);
  const limit = await setting(tx, 'max_daily_fund_transfers', DEFAULT_DAILY_LIMIT);
  const { rows } = await tx.query<{ n: string }>(
    // Since Kuwait's midnight, as a range on created_at (the entity's index reads just today's rows).
    `SELECT count(*) AS n FROM fund_transfer_records
      WHERE data->>'local_entity' = $1 AND created_at >= (date_trunc('day', now() AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE '${TIME_ZONE}')`,
    [String(localEntity)],
  );
  if (Number(rows[0]?.n ?? 0) >= limit) throw fieldError('ft_daily_limit', 'amount', { limit });
}

export type RepeatedTransfer = { id: number; created: string };

/** Earlier transfers with the same foreign entity, amount and deposit receipt within `repeated_fund_transfer_days` (0: the notice is off). */
export async function repeatedTransfers(q: Queryable, data: Record<string, unknown>, exceptId = 0): Promise<RepeatedTransfer[]> {
  if (data.foreign_entity === undefined || data.amount === undefined || data.deposit_receipt === undefined) return [];
  const days = await setting(q, 'repeated_fund_transfer_days', DEFAULT_REPEAT_DAYS);
  if (days === 0) return [];
  const { rows } = await q.query<{ id: string; created_at: string }>(
    `SELECT id, created_at FROM fund_transfer_records
      WHERE id <> $4 AND data->>'foreign_entity' = $1 AND (data->>'amount')::numeric = $2::numeric
        AND lower(trim(data->>'deposit_receipt')) = lower(trim($3)) AND created_at > now() - make_interval(days => $5::int)
      ORDER BY id DESC LIMIT 10`,
    [String(data.foreign_entity), String(data.amount), String(data.deposit_receipt), exceptId, days],
  );
  return rows.map((r) => ({ id: Number(r.id), created: new Date(r.created_at).toISOString() }));
}

/** 409 `ft_repeated` (the duplicate fund transfer notice) unless the body confirms the repetition. */
export async function assertRepeatConfirmed(q: Queryable, data: Record<string, unknown>, confirmed: boolean, exceptId = 0): Promise<void> {
  if (confirmed) return;
  const earlier = await repeatedTransfers(q, data, exceptId);
  if (earlier.length) throw fieldError('ft_repeated', 'deposit_receipt', { count: earlier.length });
}
