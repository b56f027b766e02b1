import type { components } from '../../../../generated/api/types.ts';
import type { I18nKey } from '../../../../generated/i18n-keys.ts';

export type SearchKind = components['schemas']['SearchKind'];
export type SearchAnswer = { q: string; groups: Array<components['schemas']['SearchGroup']> };

/** The heading of each kind's group of hits. */
export const kindLabels: Record<SearchKind, I18nKey> = {
  'foreign-entity': 'search.kinds.foreign_entity',
  'local-entity': 'search.kinds.local_entity',
  'diplomatic-mission': 'search.kinds.diplomatic_mission',
  'fund-transfer': 'search.kinds.fund_transfer',
  'support-request': 'search.kinds.support_request',
  'awqaf-request': 'search.kinds.awqaf_request',
  'safe-travel': 'search.kinds.safe_travel',
  'helpdesk-ticket': 'search.kinds.helpdesk_ticket',
  reference: 'search.kinds.reference',
};

/** A kind named in the address (`?kind=`), if it is one. */
export const kindOf = (value: string | null): SearchKind | undefined => (value && Object.hasOwn(kindLabels, value) ? (value as SearchKind) : undefined);
