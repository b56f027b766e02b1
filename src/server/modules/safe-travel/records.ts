/**
 * A notification's own rules beyond its schema: the server numbers it (`ST-<year>-<nnnnn>`), its province is
 * one of the country of travel and its city one of that province, and — on an edit, whose body may carry only
 * some fields (PATCH) — the dates of the record as it will be stored are in order (the schema's `dateOrder`).
 */
import type { FastifyRequest } from 'fastify';
import { entitySchemas } from '../../../../generated/entities/schemas.ts';
import { runSchemaRule, rulePathOf, type RuleRef } from '../../../shared/validation/schema-rules.ts';
import type { Queryable } from '../../db/database.ts';
import { kuwaitDay } from '../../platform/exports/print-context.ts';
import type { MessageRef } from '../../platform/errors.ts';
import type { ResourceHookMap, ResourceHooks } from '../../platform/resources/resource-hooks.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import { EditRefused } from './edit-refusals.ts';
import { RefusedInput } from './refused-input.ts';

type Data = Record<string, unknown>;

const schema = entitySchemas['safe-travel'] as { 'x-rule'?: RuleRef; properties: Record<string, { items?: { 'x-rule'?: RuleRef } }> };

/** The first field of the record whose dates are out of order, with its message (the schema's own rules). */
export function dateProblems(data: Data): Record<string, MessageRef> {
  const problems: Record<string, MessageRef> = {};
  const place = (verdict: ReturnType<typeof runSchemaRule>, prefix: Array<string | number>) => {
    if (!verdict) return;
    const field = String([...prefix, ...rulePathOf(verdict)][0] ?? '');
    if (field && !problems[field]) problems[field] = { key: verdict.key, ...(verdict.params ? { params: verdict.params } : {}) };
  };
  if (schema['x-rule']) place(runSchemaRule(schema['x-rule'], data), []);
  const itemRule = schema.properties.travellers?.items?.['x-rule'];
  if (itemRule && Array.isArray(data.travellers)) data.travellers.forEach((traveller, index) => place(runSchemaRule(itemRule, traveller), ['travellers', index]));
  return problems;
}

const idOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** The province belongs to the country of travel, the city to the province (the lookups' records). */
async function placeProblems(q: Queryable, data: Data): Promise<Record<string, MessageRef>> {
  const problems: Record<string, MessageRef> = {};
  const province = idOf(data.province);
  const city = idOf(data.city);
  if (province !== undefined) {
    const { rows } = await q.query<{ country: string | null }>(`SELECT data->>'country' AS country FROM province_records WHERE id = $1`, [province]);
    if (rows[0] && rows[0].country !== data.travel_country) problems.province = { key: 'safe_travel.errors.province_of_country' };
  }
  if (city !== undefined) {
    const { rows } = await q.query<{ province: string | null }>(`SELECT data->>'province' AS province FROM city_records WHERE id = $1`, [city]);
    if (rows[0] && (province === undefined || Number(rows[0].province) !== province)) problems.city = { key: 'safe_travel.errors.city_of_province' };
  }
  return problems;
}

/** On a create: the places; the dates were checked by the schema on the body. */
async function validateCreate(tx: Queryable, data: Data): Promise<void> {
  const problems = await placeProblems(tx, data);
  if (Object.keys(problems).length) throw new RefusedInput(problems);
}

/** On an edit: the record as it will be stored (a PATCH's fields over the stored ones), with the section-8 message. */
async function validateUpdate(tx: Queryable, data: Data, _request: FastifyRequest): Promise<void> {
  const problems = { ...dateProblems(data), ...(await placeProblems(tx, data)) };
  if (Object.keys(problems).length) throw new EditRefused(problems);
}

/** `ST-<year>-<nnnnn>`: the year of filing in Kuwait, then the sequence (never reused). */
async function numberOf(tx: Queryable, now: Date): Promise<string> {
  const { rows } = await tx.query<{ n: string }>(`SELECT nextval('safe_travel_number_seq')::text AS n`);
  return `ST-${kuwaitDay(now).slice(0, 4)}-${rows[0]!.n.padStart(5, '0')}`;
}

const editHooks: ResourceHooks = { validateUpdate };

export const resourceHooks: ResourceHookMap = {
  createSafeTravel: {
    // Every user of the entity follows the notification (scope own_local_entity_records).
    beforeCreate: boundEntityStamp('local_entity', 'local_entity'),
    validateCreate: (tx, data) => validateCreate(tx, data),
    derive: async (tx, _data, request, current) => (current ? {} : { notification_number: await numberOf(tx, request.server.config.clock()) }),
  },
  updateSafeTravel: editHooks,
  patchSafeTravel: editHooks,
};
