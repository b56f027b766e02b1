/** What every fund-transfer PDF writes the same way: states, countries and transfers by name in the file's language. */
import { workflows } from '../../../../../generated/workflows/index.ts';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import type { Queryable } from '../../../db/database.ts';
import { countryOf } from '../../../platform/countries.ts';
import { translate } from '../../../platform/i18n.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';

/** The label of a state of `workflow` in `language`. */
export const stateLabel = (workflow: string, code: unknown, language: Language): string => {
  const state = workflows[workflow]!.definition.states.find((s) => String(s.code) === String(code));
  return state ? translate(language, state.label) : String(code ?? '');
};

/** A country code by its name. */
export const countryName = (code: unknown, language: Language): string => {
  const country = typeof code === 'string' ? countryOf(code) : undefined;
  return country ? (language === 'ar' ? country.name_ar : country.name_en) : String(code ?? '');
};

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The label an entity schema gives `field` (its `title`, a locale key). */
export const fieldLabel = (entity: string, field: string, language: Language): string =>
  translate(language, String(entityBinding(entity).schema.properties?.[field]?.title ?? field));

/** A transfer as the prints show it: its parties by name, its amount and state. */
export type PrintedTransfer = {
  id: number;
  deposit_receipt: string;
  amount: number;
  kuwaiti_bank: string;
  cheque_no: string;
  request_type: string;
  local_entity_name: string;
  foreign_entity_name: string;
  country: string;
  status: string;
  transaction_no: string;
  created: string;
};

/** The transfers `ids` (in that order), their local and foreign entities named in `language`. */
export async function printedTransfers(q: Queryable, ids: number[], language: Language): Promise<PrintedTransfer[]> {
  if (ids.length === 0) return [];
  const name = language === 'ar' ? 'name_ar' : 'name_en';
  const { rows } = await q.query<Record<string, string | null> & { id: string; created_at: Date | string }>(
    `SELECT f.id, f.data->>'deposit_receipt' AS deposit_receipt, f.data->>'amount' AS amount, f.data->>'kuwaiti_bank' AS kuwaiti_bank,
            f.data->>'cheque_no' AS cheque_no, f.data->>'request_type' AS request_type, f.data->>'country' AS country,
            f.data->>'status' AS status, f.data->>'transaction_no' AS transaction_no, f.created_at,
            le.data->>'${name}' AS local_entity_name, fe.data->>'${name}' AS foreign_entity_name
       FROM fund_transfer_records f
       LEFT JOIN local_entity_records le ON le.id = (f.data->>'local_entity')::bigint
       LEFT JOIN foreign_entity_records fe ON fe.id = (f.data->>'foreign_entity')::bigint
      WHERE f.id = ANY($1::bigint[])`,
    [ids],
  );
  const byId = new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        deposit_receipt: text(row.deposit_receipt),
        amount: Number(row.amount ?? 0),
        kuwaiti_bank: text(row.kuwaiti_bank),
        cheque_no: text(row.cheque_no),
        request_type: text(row.request_type),
        local_entity_name: text(row.local_entity_name),
        foreign_entity_name: text(row.foreign_entity_name),
        country: text(row.country),
        status: text(row.status),
        transaction_no: text(row.transaction_no),
        created: new Date(row.created_at).toISOString(),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The sum of the transfers' amounts in KWD, to the fils. */
export const totalKwd = (transfers: PrintedTransfer[]): number => Math.round(transfers.reduce((sum, t) => sum + t.amount, 0) * 1000) / 1000;

export const kwd = (amount: number, language: Language): string => formatMoney(amount, 'KWD', language);
