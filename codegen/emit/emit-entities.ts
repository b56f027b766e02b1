import { compile } from 'json-schema-to-typescript';
import type { SpecModel } from '../model.ts';
import type { JsonSchema } from '../../src/shared/spec-model.ts';
import { BANNER, constModule } from './banner.ts';

/**
 * The schema without the strings under `key` (a property named so keeps its schema):
 * - `title` (a locale key, not a type name) before naming types;
 * - `description` (the developers' notes) in the schemas the portal and the server run on, which
 *   never show them and which every form page carried (about 7 kB gzip, issue 21); the entity types
 *   keep them as their doc comments.
 */
function withoutNotes(value: unknown, key: 'title' | 'description'): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutNotes(item, key));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name, item]) => !(name === key && typeof item === 'string'))
      .map(([name, item]) => [name, withoutNotes(item, key)]),
  );
}

/**
 * A list entity (a top-level string `enum`, such as the user types) also gets its values and their
 * labels as constants, so code that lists them (the notifications menu, say) names none itself.
 */
function enumValues(typeName: string, schema: JsonSchema): string {
  if (schema.type !== 'string' || !Array.isArray(schema.enum)) return '';
  const name = typeName[0]!.toLowerCase() + typeName.slice(1);
  const labels = schema['x-enum-labels'];
  return [
    '',
    `/** Every ${typeName}, in the spec's order. */`,
    `export const ${name}Values = ${JSON.stringify(schema.enum)} as const satisfies readonly ${typeName}[];`,
    ...(labels
      ? ['', `/** Locale key of each ${typeName}'s label. */`, `export const ${name}Labels: Record<${typeName}, string> = ${JSON.stringify(Object.fromEntries(schema.enum.map((value, i) => [value, labels[i]])))};`]
      : []),
    '',
  ].join('\n');
}

/**
 * An entity's type, compiled (and formatted by prettier) once per distinct schema in this process:
 * `codegen --check` runs of the tests compile the same few dozen schemas again and again.
 */
const compiled = new Map<string, Promise<string>>();
function entityType(schema: unknown, typeName: string): Promise<string> {
  const key = `${typeName}\0${JSON.stringify(schema)}`;
  let code = compiled.get(key);
  if (!code) {
    code = compile(schema as never, typeName, { bannerComment: BANNER, additionalProperties: false, format: true, style: { singleQuote: true, printWidth: 120 } });
    compiled.set(key, code);
    code.catch(() => compiled.delete(key));
  }
  return code;
}

/** generated/entities: one TypeScript type per entity and the resolved schemas. */
export async function emitEntities(model: SpecModel): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entity of model.entities.values()) {
    const code = await entityType(withoutNotes(entity.schema, 'title'), entity.typeName);
    out[`entities/${entity.name}.ts`] = code + enumValues(entity.typeName, entity.schema);
  }
  const schemas = Object.fromEntries([...model.entities.values()].map((e) => [e.name, withoutNotes(e.schema, 'description')]));
  out['entities/schemas.ts'] = [
    constModule('entitySchemas', schemas, 'Record<EntityName, JsonSchema>', ["import type { JsonSchema } from '../../src/shared/spec-model.ts';"]).trimEnd(),
    '',
    `/** Every entity of spec/entities. */`,
    `export type EntityName = ${[...model.entities.keys()].map((n) => `'${n}'`).join(' | ')};`,
    '',
  ].join('\n');
  // A form page needs its own entity's schema only: each one is a module too, which the form runtime
  // fetches with the route (`schema-loaders.ts`), and the titles (`x-title`) the portal names records
  // by are a small table of their own (src/shared/workflow/record-title.ts), so a form page loads
  // neither the whole of `schemas.ts` (about 10 kB gzip) nor the other entities' (issue 21 item 2).
  for (const [name, schema] of Object.entries(schemas)) {
    out[`entities/schema/${name}.ts`] = constModule('schema', schema, 'JsonSchema', ["import type { JsonSchema } from '../../../src/shared/spec-model.ts';"]) + '\nexport default schema;\n';
  }
  out['entities/schema-loaders.ts'] = [
    BANNER,
    "import type { JsonSchema } from '../../src/shared/spec-model.ts';",
    "import type { EntityName } from './schemas.ts';",
    '',
    '/** Each entity\'s schema, fetched on demand (one chunk each in the portal\'s build). */',
    'export const schemaLoaders: Record<EntityName, () => Promise<{ default: JsonSchema }>> = {',
    ...Object.keys(schemas).map((name) => `  '${name}': () => import('./schema/${name}.ts'),`),
    '};',
    '',
  ].join('\n');
  const titles = Object.fromEntries(Object.entries(schemas).flatMap(([name, schema]) => ((schema as JsonSchema)['x-title'] ? [[name, (schema as JsonSchema)['x-title']]] : [])));
  out['entities/titles.ts'] = constModule('entityTitles', titles, 'Partial<Record<EntityName, TitleTemplate>>', [
    "import type { TitleTemplate } from '../../src/shared/workflow/title-template.ts';",
    "import type { EntityName } from './schemas.ts';",
  ]);
  // The pickers of `x-reference` fields: a small module of its own, so forms load no other schema.
  out['entities/reference-lookups.ts'] = constModule('referenceLookups', model.referenceLookups, "Record<string, { operation: OperationId; search?: string; query?: Record<string, string | number>; value?: string; names?: [string, string] }>", [
    "import type { OperationId } from '../api/operations.ts';",
  ]);
  return out;
}
