/**
 * Changes to stored data, declared in the spec (issue 20 item 2). Records are kept as they were
 * written (`data` of the entity's table); a spec change that some of them may no longer fit — a field
 * made required or added as required, a narrower type, pattern, length, range, format or enum, a
 * field renamed or removed — needs a declaration next to it, from which codegen writes the SQL that
 * brings the stored records in line (`emit/emit-data-changes.ts`):
 *
 * - `"x-backfill": { "default": <value> }` on the property: the value of every record that lacks it
 *   (a required field) or holds one the property no longer allows;
 * - `"x-enum-map": { "<old>": <new> }` on the property: each removed enum value's replacement;
 * - `"x-renamed-from": "<old name>"` on the property: its values move from the old field;
 * - `"x-dropped-fields": ["<name>"]` on the entity: a removed field whose stored values are let go.
 *
 * What "before" is: `generated/data-shapes.json`, the shapes of the fields of every stored entity as
 * the last codegen run wrote them (committed with the spec). Only the fields clients write are
 * compared: `readOnly` ones are the server's to fill.
 */
import Ajv from 'ajv';
import type { JsonSchema } from '../../src/shared/spec-model.ts';
import type { Problems } from '../problems.ts';
import type { ResolvedEntity } from './entities.ts';

/** What of a field decides which stored values still fit. */
export type FieldShape = {
  type?: string[];
  required?: true;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
/** entity → its table and the shapes of its written fields. */
export type DataShapes = Record<string, { table: string; fields: Record<string, FieldShape> }>;

export const SHAPES_FILE = 'data-shapes.json';

const typesOf = (node: JsonSchema): string[] | undefined => (node.type === undefined ? undefined : [node.type].flat().map(String).sort());

/** The shape of one property (`required` from its entity). */
export function shapeOf(node: JsonSchema, required: boolean): FieldShape {
  const shape: FieldShape = {};
  const type = typesOf(node);
  if (type) shape.type = type;
  if (required) shape.required = true;
  if (node.enum) shape.enum = node.enum as unknown[];
  for (const key of ['pattern', 'format'] as const) if (typeof node[key] === 'string') shape[key] = node[key] as string;
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum'] as const) if (typeof node[key] === 'number') shape[key] = node[key] as number;
  return shape;
}

/** The written fields of every entity with a table. */
export function dataShapes(entities: Iterable<ResolvedEntity>): DataShapes {
  const shapes: DataShapes = {};
  for (const entity of [...entities].sort((a, b) => a.name.localeCompare(b.name))) {
    const table = entity.schema['x-table'];
    if (typeof table !== 'string') continue;
    const required = new Set((entity.schema.required as string[] | undefined) ?? []);
    const fields: Record<string, FieldShape> = {};
    for (const [field, node] of Object.entries(entity.schema.properties ?? {})) {
      if (!(node as JsonSchema).readOnly) fields[field] = shapeOf(node as JsonSchema, required.has(field));
    }
    shapes[entity.name] = { table, fields };
  }
  return shapes;
}

/** How `now` is narrower than `before`: the words for the problem line, empty when every old value still fits. */
export function narrowings(before: FieldShape | undefined, now: FieldShape): string[] {
  const found: string[] = [];
  if (now.required && !before?.required) found.push(before ? 'now required' : 'new and required');
  if (!before) return found;
  if (now.type && (!before.type || before.type.some((type) => !now.type!.includes(type) && !(type === 'integer' && now.type!.includes('number'))))) found.push(`type ${now.type.join(' or ')}`);
  if (now.pattern !== undefined && now.pattern !== before.pattern) found.push(`pattern ${now.pattern}`);
  if (now.format !== undefined && now.format !== before.format) found.push(`format ${now.format}`);
  if (now.maxLength !== undefined && (before.maxLength === undefined || now.maxLength < before.maxLength)) found.push(`maxLength ${now.maxLength}`);
  if (now.minLength !== undefined && now.minLength > (before.minLength ?? 0)) found.push(`minLength ${now.minLength}`);
  if (now.maximum !== undefined && (before.maximum === undefined || now.maximum < before.maximum)) found.push(`maximum ${now.maximum}`);
  if (now.minimum !== undefined && (before.minimum === undefined || now.minimum > before.minimum)) found.push(`minimum ${now.minimum}`);
  return found;
}

/** The declarations of one entity, as codegen checked them. */
export type DataChanges = {
  table: string;
  file: string;
  renames: Array<{ from: string; to: string }>;
  enumMaps: Array<{ field: string; from: unknown; to: unknown }>;
  backfills: Array<{ field: string; value: unknown; shape: FieldShape }>;
};

const ajv = new Ajv({ strict: false, allErrors: false });
/** The property's schema for checking a declared value: without the `x-` keywords and the record's own `readOnly`. */
const checkable = (node: JsonSchema): JsonSchema => Object.fromEntries(Object.entries(node).filter(([key]) => !key.startsWith('x-') && key !== 'title' && key !== 'description'));

/**
 * Checks the declarations of every stored entity against the shapes of the last run (`previous`,
 * none on a first run) and returns what they ask of the stored records. One problem line per field,
 * naming the file, the field and what to add.
 */
export function resolveDataChanges(entities: Iterable<ResolvedEntity>, previous: DataShapes | undefined, problems: Problems): DataChanges[] {
  const all = [...entities];
  const changes: DataChanges[] = [];
  const current = dataShapes(all);
  for (const entity of all) {
    const shapes = current[entity.name];
    if (!shapes) continue;
    const { file } = entity;
    const properties = (entity.schema.properties ?? {}) as Record<string, JsonSchema>;
    const before = previous?.[entity.name]?.fields;
    const dropped = new Set((entity.schema['x-dropped-fields'] as string[] | undefined) ?? []);
    const result: DataChanges = { table: shapes.table, file, renames: [], enumMaps: [], backfills: [] };
    for (const [field, node] of Object.entries(properties)) {
      const from = node['x-renamed-from'] as string | undefined;
      if (from !== undefined) {
        if (properties[from]) problems.add(file, `${field}: x-renamed-from names ${from}, which is still a field: remove it, or drop x-renamed-from`);
        else result.renames.push({ from, to: field });
      }
      const shape = shapes.fields[field];
      if (!shape) continue;
      const map = (node['x-enum-map'] ?? {}) as Record<string, unknown>;
      for (const [old, replacement] of Object.entries(map)) {
        if (shape.enum && !shape.enum.some((value) => value === replacement)) problems.add(file, `${field}: x-enum-map gives ${JSON.stringify(replacement)} for ${old}, not one of its values`);
        else result.enumMaps.push({ field, from: shape.type?.includes('integer') || shape.type?.includes('number') ? Number(old) : old, to: replacement });
      }
      const backfill = node['x-backfill'] as { default?: unknown } | undefined;
      if (backfill) {
        if (!('default' in backfill)) problems.add(file, `${field}: x-backfill needs a default (the value records that do not fit get)`);
        else if (!ajv.validate(checkable(node), backfill.default)) problems.add(file, `${field}: x-backfill default ${JSON.stringify(backfill.default)} does not fit the field itself`);
        else result.backfills.push({ field, value: backfill.default, shape });
      }
      if (!before) continue;
      // A renamed field is compared with what it was called before.
      const old = before[field] ?? (from !== undefined ? before[from] : undefined);
      const narrower = narrowings(old, shape);
      if (narrower.length > 0 && !backfill) {
        problems.add(file, `${field}: ${narrower.join(', ')}, but records stored before may not fit: add "x-backfill": { "default": <a value that fits> } to the field`);
      }
      const removed = (old?.enum ?? []).filter((value) => shape.enum && !shape.enum.includes(value) && !(String(value) in map));
      if (removed.length > 0 && !backfill) {
        problems.add(file, `${field}: enum value ${removed.map((value) => JSON.stringify(value)).join(', ')} removed, but records may hold it: add "x-enum-map": { ${removed.map((value) => `"${String(value)}": <its replacement>`).join(', ')} } to the field`);
      }
    }
    for (const field of Object.keys(before ?? {})) {
      if (shapes.fields[field] || properties[field] || dropped.has(field) || result.renames.some((rename) => rename.from === field)) continue;
      problems.add(file, `${field}: removed, but records hold its values: renamed? add "x-renamed-from": "${field}" to the new field; let go? list it in "x-dropped-fields" of the entity`);
    }
    if (result.renames.length || result.enumMaps.length || result.backfills.length) changes.push(result);
  }
  return changes.sort((a, b) => a.table.localeCompare(b.table));
}
