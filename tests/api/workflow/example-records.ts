/** Valid records of any entity, built from its JSON Schema: the required fields and those with `examples`. */
import type { JsonSchema } from '../../../src/shared/spec-model.ts';

function sample(property: JsonSchema): unknown {
  if (Array.isArray(property.examples) && property.examples.length) return property.examples[0];
  if (Array.isArray(property.enum)) return property.enum[0];
  const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
  if (type === 'integer' || type === 'number') return Math.max(1, Number(property.minimum ?? 1));
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (property.format === 'email') return 'someone@example.org';
  if (property.format === 'date') return '2027-01-15';
  return 'Sample text';
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
