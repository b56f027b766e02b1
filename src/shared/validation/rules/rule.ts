/** The shape every shared validation rule returns: nothing when valid, else one message key. */

/** A message key of `locales/<language>/errors.json` (or `forms.json`) with its values. */
export type RuleMessage = { key: string; params?: Record<string, unknown> };

/** A rule's verdict: `null` when the value is acceptable. */
export type RuleResult = RuleMessage | null;

/** Shorthand for a failed verdict. */
export const fail = (key: string, params?: Record<string, unknown>): RuleMessage => (params ? { key, params } : { key });

/** True for `undefined`, `null` and strings of only white space. */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A message text without its trailing dot (the Swift input shows its first error this way). */
export const withoutTrailingDot = (text: string): string => text.replace(/[.\u06D4]+\s*$/u, '');
