/**
 * Valid records of any entity, built from its JSON Schema alone: the required fields and those with
 * `examples`. A value comes from the property's `examples`, else its `enum` or `const`, else a
 * sample its `x-rule` accepts (tests/support/rule-samples.ts), else a string its `pattern` matches
 * within its lengths, else one of its `format`, else the smallest value of its type within its
 * limits; a required object or a list with `minItems` is built the same way inside.
 */
import fc from 'fast-check';
import type { JsonSchema } from '../../../src/shared/spec-model.ts';
import { ruleOf } from '../../../src/shared/validation/schema-rules.ts';
import { RULE_VALID } from '../../support/rule-samples.ts';

const FORMATS: Record<string, string> = { email: 'someone@example.org', date: '2027-01-15', 'date-time': '2027-01-15T09:30:00Z', uri: 'https://example.org/', time: '09:30:00' };

/** A string of the pattern within the lengths: the same one on every run (a fixed seed). */
function matching(pattern: string, min: number, max: number): string | undefined {
  const fitting = fc.stringMatching(new RegExp(pattern, 'u')).filter((s) => s.length >= min && s.length <= max);
  try {
    return fc.sample(fitting, { numRuns: 1, seed: 20 })[0];
  } catch {
    return undefined; // no fitting string found: the caller falls back, and the create names the field
  }
}

function textFor(property: JsonSchema): string {
  const min = Number(property.minLength ?? 0);
  const max = property.maxLength === undefined ? 200 : Number(property.maxLength);
  if (typeof property.pattern === 'string') {
    const found = matching(property.pattern, min, max);
    if (found !== undefined) return found;
  }
  if (typeof property.format === 'string' && FORMATS[property.format]) return FORMATS[property.format]!;
  return 'Sample text'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 11)));
}

function sample(property: JsonSchema): unknown {
  if (Array.isArray(property.examples) && property.examples.length) return property.examples[0];
  if (Array.isArray(property.enum)) return property.enum[0];
  if ('const' in property) return property.const;
  const rule = ruleOf(property).name;
  if (rule && RULE_VALID[rule]) return RULE_VALID[rule]![0];
  const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
  if (type === 'integer' || type === 'number') {
    const lowest = typeof property.exclusiveMinimum === 'number' ? property.exclusiveMinimum + 1 : Number(property.minimum ?? 1);
    return Math.max(lowest, Math.min(1, Number(property.maximum ?? 1)));
  }
  if (type === 'boolean') return false;
  if (type === 'array') {
    const items = property.items as JsonSchema | undefined;
    return items ? Array.from({ length: Number(property.minItems ?? 0) }, (_, index) => (Array.isArray(items.enum) ? items.enum[index] : sample(items))) : [];
  }
  if (type === 'object') return exampleRecord(property);
  return textFor(property);
}

/** One valid record: every required field and every field with an example, never a readOnly or file field. */
export function exampleRecord(schema: JsonSchema): Record<string, unknown> {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([field, p]) => !p.readOnly && !p['x-files'] && (required.has(field) || Array.isArray(p.examples)))
      .map(([field, p]) => [field, sample(p)]),
  );
}

/** The example record, and one variant per value of each writable enum field (kinds such as r/d that guards read). */
export function recordVariants(schema: JsonSchema): Array<Record<string, unknown>> {
  const base = exampleRecord(schema);
  const variants = [base];
  for (const [field, p] of Object.entries(schema.properties ?? {})) {
    if (p.readOnly || !Array.isArray(p.enum)) continue;
    for (const value of p.enum.slice(1)) variants.push({ ...base, [field]: value });
  }
  return variants;
}
