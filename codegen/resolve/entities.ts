import type { JsonSchema } from '../../src/shared/spec-model.ts';
import type { SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import { RULE_KEYWORD, schemaRuleNames } from '../../src/shared/validation/schema-rules.ts';
import { titleFields } from '../../src/shared/workflow/title-template.ts';
import { collectRefs, inlineRefs, mapRefs, pascalCase } from './refs.ts';

export type ResolvedEntity = {
  name: string;
  typeName: string;
  file: string;
  /** As written, `$ref`s pointing at `#/components/schemas/<TypeName>`. */
  component: JsonSchema;
  /** Self-contained: every reference inlined. */
  schema: JsonSchema;
};

const ENTITY_REF = /^\.\/([a-z0-9-]+)\.schema\.json$/;

/** Maps `./user-type.schema.json` to the bundled component pointer. */
export function entityComponentRef(ref: string): string | undefined {
  const match = ENTITY_REF.exec(ref);
  return match ? `#/components/schemas/${pascalCase(match[1]!)}` : undefined;
}

/** `x-rule` values naming no shared rule (`src/shared/validation/schema-rules.ts`), with their JSON path. */
function unknownRules(node: unknown, path: string, known: Set<string>): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => unknownRules(item, `${path}/${i}`, known));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key !== RULE_KEYWORD) return unknownRules(value, `${path}/${key}`, known);
    const name = typeof value === 'string' ? value : (value as { name?: unknown } | null)?.name;
    return typeof name === 'string' && known.has(name) ? [] : [`${path}: ${RULE_KEYWORD} names no shared rule (${[...known].join(', ')})`];
  });
}

/** `x-reference` (a field holding the id of another entity's record) must name an entity with a table and names. */
function referenceProblems(schema: JsonSchema, project: SpecProject): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
    const target = property['x-reference'];
    if (target === undefined) return [];
    const data = project.entities.find((f) => f.name === target)?.data as JsonSchema | undefined;
    if (!data) return [`${field}: x-reference names no entity of spec/entities (${target})`];
    if (!data['x-table']) return [`${field}: x-reference ${target} has no x-table`];
    // `x-lookup` may name the stored field (`value`, default `id`) and the names (default `name_en`, `name_ar`).
    const lookup = (data['x-lookup'] ?? {}) as { value?: string; names?: string[] };
    const properties = data.properties ?? {};
    const [en = 'name_en', ar = 'name_ar'] = lookup.names ?? [];
    if (lookup.value && !properties[lookup.value]) return [`${field}: x-reference ${target}: x-lookup value ${lookup.value} is not a property of ${target}`];
    return properties[en] && properties[ar] ? [] : [`${field}: x-reference ${target} has no ${en} and ${ar} to show`];
  });
}

/**
 * The schema with `<field>_name` beside each `x-reference` field: the referenced record's name in
 * the caller's language, which the server adds to every record it answers (never sent by a client).
 */
function withReferenceNames(schema: JsonSchema): JsonSchema {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.some(([, p]) => p['x-reference'])) return schema;
  const named = properties.flatMap(([field, p]) => {
    const pair: Array<[string, JsonSchema]> = [[field, p]];
    if (p['x-reference'] && !schema.properties![`${field}_name`]) {
      pair.push([`${field}_name`, { type: 'string', readOnly: true, title: p.title, description: `The name of the record \`${field}\` points at, in the caller's language (added by the server).` }]);
    }
    return pair;
  });
  return { ...schema, properties: Object.fromEntries(named) };
}

/**
 * `x-currency` (an amount shown with its currency's decimals) must be KWD or USD, on a number; `x-currency-field` (the
 * currency is another field of the record: a donation's `currency`) must name a field of the entity whose enum is KWD and USD.
 */
function currencyProblems(schema: JsonSchema): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, p]) => {
    const named = p['x-currency-field'] as unknown;
    if (named !== undefined) {
      const target = typeof named === 'string' ? schema.properties?.[named] : undefined;
      const codes = target?.enum ?? [];
      if (!target || codes.length === 0 || codes.some((code) => code !== 'KWD' && code !== 'USD')) return [`${field}: x-currency-field ${String(named)} is not a field whose enum is KWD and USD`];
      if (!p.type || ![p.type].flat().includes('number')) return [`${field}: x-currency-field needs a number`];
    }
    const money = p['x-money'] as unknown;
    if (money !== undefined && (money !== 'code/amount' || ![p.type].flat().includes('string'))) return [`${field}: x-money must be code/amount, on a string`];
    const currency = p['x-currency'] as unknown;
    if (currency === undefined) return [];
    if (currency !== 'KWD' && currency !== 'USD') return [`${field}: x-currency ${String(currency)} is not KWD or USD`];
    return [p.type].flat().includes('number') ? [] : [`${field}: x-currency needs a number`];
  });
}

/**
 * `x-title` (how people name a record: `{name}`, `{first_name} {last_name}`, or one template per
 * language) must be templates whose placeholders each name a property (or, in one template for both
 * languages, a pair `<field>_ar`/`<field>_en`).
 */
function titleProblems(schema: JsonSchema): string[] {
  const written = schema['x-title'] as unknown;
  if (written === undefined) return [];
  const templates = typeof written === 'string' ? [written] : written && typeof written === 'object' && Object.keys(written).sort().join() === 'ar,en' ? Object.values(written) : [];
  if (!templates.length || templates.some((t) => typeof t !== 'string' || titleFields(t).length === 0)) {
    return [`x-title must be a template naming fields, such as "{name}", or one per language ({ "ar": "{name_ar}", "en": "{name}" }) (found ${JSON.stringify(written)})`];
  }
  const has = (field: string) => Boolean(schema.properties?.[field]);
  // One template for both languages may name a field by its pair (`{name}` for name_ar and name_en).
  const known = (field: string) => has(field) || (typeof written === 'string' && has(`${field}_ar`) && has(`${field}_en`));
  return [...new Set(templates.flatMap((t) => titleFields(t as string)))]
    .filter((field) => !known(field))
    .map((field) => `x-title: {${field}} names no property of the entity`);
}

/** Resolves spec/entities: checks references between entity files and inlines them. */
export function resolveEntities(project: SpecProject, problems: Problems): Map<string, ResolvedEntity> {
  const names = new Set(project.entities.map((f) => f.name));
  const components: Record<string, unknown> = {};
  const partial: Array<Omit<ResolvedEntity, 'schema'>> = [];
  const rules = new Set(schemaRuleNames());
  for (const f of project.entities) {
    for (const problem of unknownRules(f.data, '', rules)) problems.add(f.file, problem);
    for (const ref of collectRefs(f.data)) {
      const match = ENTITY_REF.exec(ref);
      if (!match || !names.has(match[1]!)) problems.add(f.file, `$ref "${ref}" does not point at a file of spec/entities`);
    }
    for (const problem of referenceProblems(f.data as JsonSchema, project)) problems.add(f.file, problem);
    for (const problem of currencyProblems(f.data as JsonSchema)) problems.add(f.file, problem);
    for (const problem of titleProblems(f.data as JsonSchema)) problems.add(f.file, problem);
    const { $schema: _schema, ...rest } = withReferenceNames(f.data as JsonSchema);
    const component = mapRefs(rest, (ref) => entityComponentRef(ref) ?? ref) as JsonSchema;
    components[pascalCase(f.name)] = component;
    partial.push({ name: f.name, typeName: pascalCase(f.name), file: f.file, component });
  }
  const document = { components: { schemas: components } };
  const resolved = new Map<string, ResolvedEntity>();
  for (const entity of partial) {
    let schema: JsonSchema = {};
    try {
      schema = inlineRefs(entity.component, document) as JsonSchema;
    } catch (error) {
      problems.add(entity.file, (error as Error).message);
    }
    resolved.set(entity.name, { ...entity, schema });
  }
  return resolved;
}
