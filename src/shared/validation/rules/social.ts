/**
 * Social accounts: the shown networks (of the six) joined by `/` in `networks`, with the account
 * name of each in `accounts`. Stored as a form value's `value` (networks) and `extra` (accounts).
 */
import { fail, isBlank, type RuleResult } from './rule.ts';

/** The six networks, in the order the widget offers them. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'google', 'youtube', 'linkedin'] as const;

/** One of the six networks. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A social field's value. */
export type SocialValue = { networks: string; accounts: Partial<Record<string, string>> };

/** The networks of a `facebook/twitter` string (empty parts dropped). */
export const splitNetworks = (networks: string): string[] => networks.split('/').filter((n) => n !== '');

/** Unknown network → `errors.invalid_choice`; listed twice → `errors.repeated`; a shown network without an account → `errors.required`. */
export function checkSocial(value: unknown): RuleResult {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return fail('errors.invalid');
  const { networks = '', accounts = {} } = value as Partial<SocialValue>;
  if (typeof networks !== 'string' || typeof accounts !== 'object' || accounts === null) return fail('errors.invalid');
  const shown = splitNetworks(networks);
  if (shown.some((n) => !(SOCIAL_NETWORKS as readonly string[]).includes(n))) return fail('errors.invalid_choice');
  if (new Set(shown).size !== shown.length) return fail('errors.repeated');
  if (shown.some((n) => isBlank(accounts[n]))) return fail('errors.required');
  return null;
}

/** Whether a social value names no network at all (a required social field needs one). */
export const isEmptySocial = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'object' && splitNetworks(String((value as SocialValue).networks ?? '')).length === 0);
