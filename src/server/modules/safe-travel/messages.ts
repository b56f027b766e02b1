/**
 * The countries' travel advice (`safe-travel-message/`, `safe-travel-message/{country_pk}/`): one record per
 * country, kept by the ministry's staff, read by every user type that files or follows notifications. A country
 * without advice answers its code with `message: null` (the form asks when a country is picked; no advice is an
 * answer, not a miss); a code that is no country of the lookups answers 404.
 */
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { countryOf } from '../../platform/countries.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';

const TABLE = 'safe_travel_message_records';

type MessageData = { country: string; message_en: string; message_ar: string; level?: string };
export type CountryMessage = {
  id: number | null; country: string; country_name: string; message: string | null;
  message_en: string | null; message_ar: string | null; level: 'info' | 'caution' | 'avoid' | null;
};

/** The country's name in `language`. */
export const countryName = (code: string, language: Language): string => {
  const country = countryOf(code);
  return country ? (language === 'ar' ? country.name_ar : country.name_en) : code;
};

/** The stored advice of a country, if any. */
export async function adviceOf(q: Queryable, country: string): Promise<{ id: number; data: MessageData } | undefined> {
  const { rows } = await q.query<{ id: string; data: MessageData }>(`SELECT id, data FROM ${TABLE} WHERE data->>'country' = $1`, [country]);
  return rows[0] ? { id: Number(rows[0].id), data: rows[0].data } : undefined;
}

/** The answer of `safe-travel-message/{country_pk}/` in `language`. */
export function messageView(country: string, stored: { id: number; data: MessageData } | undefined, language: Language): CountryMessage {
  const level = (stored?.data.level ?? (stored ? 'info' : null)) as CountryMessage['level'];
  return {
    id: stored?.id ?? null,
    country,
    country_name: countryName(country, language),
    message: stored ? (language === 'ar' ? stored.data.message_ar : stored.data.message_en) : null,
    message_en: stored?.data.message_en ?? null,
    message_ar: stored?.data.message_ar ?? null,
    level,
  };
}

/** The path's country, 404 when it is no country of the lookups. */
function countryParam(request: FastifyRequest): string {
  const code = String((request.params as { country_pk?: unknown }).country_pk ?? '');
  if (!countryOf(code)) throw notFound();
  return code;
}

export const getSafeTravelMessage: Handler<'getSafeTravelMessage'> = async (request) => {
  const country = countryParam(request);
  return messageView(country, await adviceOf(request.server.db, country), request.language);
};

export const saveSafeTravelMessage: Handler<'saveSafeTravelMessage'> = async (request) => {
  const country = countryParam(request);
  const body = request.body;
  // The address names the country; a body naming another is a mistake, not a move.
  if (body.country !== country) throw fieldError('invalid_choice', 'country');
  const data: MessageData = { country, message_en: body.message_en, message_ar: body.message_ar, level: body.level ?? 'info' };
  const saved = await request.server.db.transaction(async (tx) => {
    // One per country (the unique index): the row is taken, then changed, or made.
    const current = await adviceOf(tx, country);
    if (current) {
      await tx.query(`UPDATE ${TABLE} SET data = $2::jsonb, version = version + 1, updated_at = now() WHERE id = $1`, [current.id, JSON.stringify(data)]);
      return { id: current.id, data };
    }
    const { rows } = await tx.query<{ id: string }>(`INSERT INTO ${TABLE} (data, created_by) VALUES ($1::jsonb, $2) RETURNING id`, [JSON.stringify(data), request.user?.id ?? null]);
    return { id: Number(rows[0]!.id), data };
  });
  return messageView(country, saved, request.language);
};

export const deleteSafeTravelMessage: Handler<'deleteSafeTravelMessage'> = async (request) => {
  const country = countryParam(request);
  const { rows } = await request.server.db.query(`DELETE FROM ${TABLE} WHERE data->>'country' = $1 RETURNING id`, [country]);
  if (rows.length === 0) throw notFound();
  return { country };
};

/** Records of the list and the create carry `country_pk`, the country's code, as the edit page's address names it. */
export const messageHooks: ResourceHookMap = Object.fromEntries(
  ['listSafeTravelMessages', 'createSafeTravelMessage'].map((operationId) => [
    operationId,
    { onView: async (_q, records) => records.map((record) => ({ ...record, country_pk: record.country })) },
  ]),
);

/** The binding (for the seed). */
export const messageEntity = () => entityBinding('safe-travel-message');
