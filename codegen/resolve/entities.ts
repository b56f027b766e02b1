import type { JsonSchema } from '../../src/shared/spec-model.ts';
import type { SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import { RULE_KEYWORD, schemaRuleNames } from '../../src/shared/validation/schema-rules.ts';
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
    const { $schema: _schema, ...rest } = f.data;
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
