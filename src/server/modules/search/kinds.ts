/**
 * The kinds of record global search looks through (spec/api/search.yaml), each tied to its module's
 * list operation — whose scope and status filter for the caller are the search's — and to the page
 * a hit opens. `texts` and `phones` make the search document (search-document.ts) that migration 021
 * stores per table: a change here needs a migration storing the new document
 * (tests/api/global-search.test.ts fails while the stored documents differ).
 */
import type { OperationId } from '../../../../generated/api/operations.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { RouteName } from '../../../../generated/screens/routes.ts';
import type { Schema } from '../../../shared/operation-io.ts';

export type SearchKindName = Schema<'SearchKind'>;

export type SearchKind = {
  kind: SearchKindName;
  entity: string;
  /** The module's list operation: the caller searches what it lists, or nothing of this kind. */
  list: OperationId;
  /** The operation behind the record's page: a hit links there only for callers it grants. */
  get: OperationId;
  route: RouteName;
  /** SQL texts on alias `r` matched word by word, normalised: names, e-mails, numbers. */
  texts: string[];
  /** SQL texts on alias `r` whose digits are matched: phones. */
  phones: string[];
  /** The hit's name in the caller's language (SQL on alias `r`). */
  name: (language: Language) => string;
  /** The record's own number, if it has one (SQL on alias `r`). */
  number?: string;
};

const field = (name: string) => `r.data->>'${name}'`;

/** The name in `language`, else the plain name, else the other language's. */
const bilingualName = (language: Language) => {
  const [first, last] = language === 'ar' ? ['name_ar', 'name_en'] : ['name_en', 'name_ar'];
  return `coalesce(nullif(${field(first)}, ''), nullif(${field('name')}, ''), ${field(last)}, '')`;
};

/** A fund transfer is named by its beneficiary, the foreign entity, in the caller's language. */
const beneficiaryName = (language: Language) =>
  `coalesce((SELECT ${bilingualName(language).replaceAll('r.data', 'f.data')} FROM foreign_entity_records f WHERE f.id = (${field('foreign_entity')})::bigint), '')`;

const travellers = (key: string) => `jsonb_path_query_array(r.data, '$.travellers[*].${key}')::text`;

const entityTexts = [field('name'), field('name_en'), field('name_ar'), field('email')];

/** In the order the groups are shown when their best hits rank the same. */
export const searchKinds: readonly SearchKind[] = [
  {
    kind: 'foreign-entity', entity: 'foreign-entity', list: 'listForeignEntities', get: 'getForeignEntity', route: 'foreign_entity.detail',
    texts: entityTexts, phones: [field('mobile')], name: bilingualName,
  },
  {
    kind: 'local-entity', entity: 'local-entity', list: 'listLocalEntities', get: 'getLocalEntity', route: 'local_entity.detail',
    texts: entityTexts, phones: [field('phone')], name: bilingualName,
  },
  {
    kind: 'diplomatic-mission', entity: 'diplomatic-mission', list: 'listDiplomaticMissions', get: 'getDiplomaticMission', route: 'diplomatic_mission.detail',
    texts: entityTexts, phones: [], name: bilingualName,
  },
  {
    kind: 'fund-transfer', entity: 'fund-transfer', list: 'listFundTransfers', get: 'getFundTransfer', route: 'fund_transfer.item',
    texts: [field('deposit_receipt'), field('cheque_no'), field('transaction_no')], phones: [], name: beneficiaryName, number: field('deposit_receipt'),
  },
  {
    kind: 'support-request', entity: 'support-request', list: 'listSupportRequests', get: 'getSupportRequest', route: 'support_request.item',
    texts: [field('project_name')], phones: [], name: () => `coalesce(${field('project_name')}, '')`,
  },
  {
    kind: 'awqaf-request', entity: 'awqaf-request', list: 'listAwqafRequests', get: 'getAwqafRequest', route: 'awqaf.item',
    texts: [field('first_name'), field('last_name'), field('email'), field('passport_number')], phones: [field('mobile')],
    name: () => `trim(coalesce(${field('first_name')}, '') || ' ' || coalesce(${field('last_name')}, ''))`, number: field('passport_number'),
  },
  {
    kind: 'safe-travel', entity: 'safe-travel', list: 'listSafeTravel', get: 'getSafeTravel', route: 'safe_travel.item',
    texts: [travellers('name'), travellers('passport_number'), field('emergency_contact')], phones: [field('emergency_contact')],
    name: (language) => `array_to_string(ARRAY(SELECT jsonb_array_elements_text(jsonb_path_query_array(r.data, '$.travellers[*].name'))), '${language === 'ar' ? '، ' : ', '}')`,
  },
  {
    kind: 'helpdesk-ticket', entity: 'helpdesk-ticket', list: 'listTickets', get: 'getTicket', route: 'helpdesk.item',
    texts: [field('title'), field('submitter_email')], phones: [], name: () => `coalesce(${field('title')}, '')`,
  },
  {
    kind: 'reference', entity: 'reference', list: 'listReferences', get: 'getReference', route: 'references.preview',
    texts: [field('title'), field('author')], phones: [], name: () => `coalesce(${field('title')}, '')`,
  },
];
