/**
 * `GET ft/sectors/` and `PATCH ft/fund-transfer/{id}/update-domain-and-sectors/`: the ministry files a
 * transfer under an aid domain and its sectors. Both lists are the `domain` and `sectors` fields of
 * spec/entities/fund-transfer.schema.json (their enums and labels), so an analyst adds a sector there;
 * the update checks `data` against those same fields and answers field errors in the caller's language.
 */
import type { FastifyRequest } from 'fastify';
import type { Schema } from '../../../shared/operation-io.ts';
import { fieldErrors, type SchemaError } from '../../../shared/validation/field-errors.ts';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { ApiError, invalidFields } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { idOf, scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordView } from '../../platform/resources/record-view.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { createBodyAjv } from '../../platform/schema-validation.ts';
import { workflows } from '../../../../generated/workflows/index.ts';

type EnumField = { enum?: string[]; 'x-enum-labels'?: string[]; items?: EnumField };

/** The field's schema as an input: what it accepts, without `readOnly` (only this operation writes it). */
const inputOf = (name: 'domain' | 'sectors') => {
  const { readOnly: _readOnly, ...schema } = entityBinding('fund-transfer').schema.properties![name] as Record<string, unknown>;
  return schema;
};

let check: ReturnType<ReturnType<typeof createBodyAjv>['compile']> | undefined;
const classificationCheck = () =>
  (check ??= createBodyAjv().compile({ type: 'object', properties: { domain: inputOf('domain'), sectors: inputOf('sectors') }, required: ['domain', 'sectors'] }));

/** Each value of an enum field with its label in the caller's language. */
function choices(field: EnumField, request: FastifyRequest): Array<{ value: string; label: string }> {
  return (field.enum ?? []).map((value, i) => ({ value, label: translate(request.language, field['x-enum-labels']?.[i] ?? value) }));
}

export const listFundTransferSectors: Handler<'listFundTransferSectors'> = async (request) => {
  const properties = entityBinding('fund-transfer').schema.properties as Record<string, EnumField>;
  return { domains: choices(properties.domain!, request), sectors: choices(properties.sectors!.items!, request) };
};

export const updateFundTransferDomainAndSectors: Handler<'updateFundTransferDomainAndSectors'> = async (request) => {
  const data = (request.body as { data: Record<string, unknown> }).data;
  const validate = classificationCheck();
  if (!validate(data)) {
    const errors = fieldErrors(validate.errors as SchemaError[]);
    throw invalidFields(Object.fromEntries(errors.map((e) => [e.field, { key: e.key, ...(e.params ? { params: e.params } : {}) }])));
  }
  const entity = entityBinding('fund-transfer');
  return request.server.db.transaction(async (tx) => {
    const repository = recordsRepository(tx, entity);
    const row = await repository.find(idOf(request), scopeWhere(request, entity), true);
    if (!row) throw await recordMiss(tx, entity, idOf(request));
    const state = workflows['fund-transfer']!.definition.states.find((s) => String(s.code) === String(row.data.status));
    if (state?.final) throw new ApiError(409, 'ft_closed');
    const updated = await repository.update(Number(row.id), { ...row.data, domain: data.domain, sectors: data.sectors });
    return recordView<Schema<'FundTransfer'>>(tx, entity, updated, request.language);
  });
};
