/**
 * Values that read left to right whatever the page's language — phone numbers, e-mail addresses,
 * web addresses — are isolated LTR (`<bdi dir="ltr">`): in an Arabic page `+96550000005` keeps its
 * plus sign in front instead of moving to the end. Other values keep `<bdi>`'s own guess.
 */
import type { JsonSchema } from '../spec-model.ts';

const LTR_FORMATS = new Set(['email', 'uri', 'url']);
// Shared rules (product spec section 5) whose values are Latin codes and digits: bank codes, IBAN, OTP, phone.
const LTR_RULES = new Set(['phone', 'iban', 'bic', 'swift', 'otp']);

/** `ltr` for a phone (`x-rule: phone`, or a `+`-and-digits pattern), a bank code, an e-mail or a web address; else undefined. */
export function valueDirection(schema: JsonSchema | undefined): 'ltr' | undefined {
  if (!schema) return undefined;
  const rule = schema['x-rule'];
  const ruleName = typeof rule === 'string' ? rule : (rule as { name?: string } | undefined)?.name;
  if ((ruleName && LTR_RULES.has(ruleName)) || (typeof schema.format === 'string' && LTR_FORMATS.has(schema.format))) return 'ltr';
  return typeof schema.pattern === 'string' && schema.pattern.startsWith('^\\+?[0-9]') ? 'ltr' : undefined;
}
