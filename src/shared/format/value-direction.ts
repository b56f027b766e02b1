/**
 * Values that read left to right whatever the page's language — phone numbers, e-mail addresses,
 * web addresses — are isolated LTR (`<bdi dir="ltr">`): in an Arabic page `+96550000005` keeps its
 * plus sign in front instead of moving to the end. Other values keep `<bdi>`'s own guess.
 */
import type { JsonSchema } from '../spec-model.ts';

const LTR_FORMATS = new Set(['email', 'uri', 'url']);

/** `ltr` for a phone (`x-rule: phone`, or a `+`-and-digits pattern), an e-mail or a web address; else undefined. */
export function valueDirection(schema: JsonSchema | undefined): 'ltr' | undefined {
  if (!schema) return undefined;
  if (schema['x-rule'] === 'phone' || (typeof schema.format === 'string' && LTR_FORMATS.has(schema.format))) return 'ltr';
  return typeof schema.pattern === 'string' && schema.pattern.startsWith('^\\+?[0-9]') ? 'ltr' : undefined;
}
