/** What the generic runtimes need to know about an entity, read from `generated/entities/schemas.ts`. */
import { entitySchemas } from '../../../../generated/entities/schemas.ts';
import type { FileFieldRule, JsonSchema } from '../../../shared/spec-model.ts';
import { identifier } from '../../db/database.ts';

export type EntityBinding = {
  name: string;
  /** Quoted table name (`x-table`). */
  table: string;
  schema: JsonSchema;
  /** Properties a client may write (not readOnly, not files). */
  writable: string[];
  /** File properties (`x-files`) and their rules. */
  files: Record<string, FileFieldRule>;
  /** Fields a list may be ordered by → SQL expression on alias `r`. */
  sortable: Record<string, string>;
  /** `x-reference` fields → the entity whose record id they hold. */
  references: Record<string, string>;
  /** `x-parent`: the record belongs to a record of another entity, and access is decided on that one. */
  parent?: { entity: string; field: string };
};

const SCALAR_CAST: Record<string, string> = { integer: '::numeric', number: '::numeric', boolean: '::boolean', string: '' };

function sortExpression(field: string, property: JsonSchema): string | undefined {
  if (field === 'id') return 'r.id';
  if (field === 'created') return 'r.created_at';
  const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
  const cast = type === undefined ? undefined : SCALAR_CAST[type];
  return cast === undefined ? undefined : `(r.data->>'${field}')${cast}`;
}

function bind(name: string, schema: JsonSchema): EntityBinding | undefined {
  const table = schema['x-table'];
  if (!table) return undefined;
  const properties = Object.entries(schema.properties ?? {});
  for (const [field] of properties) if (!/^[a-z_][a-z0-9_]*$/.test(field)) throw new Error(`Entity ${name}: unusable field name ${field}`);
  const files = Object.fromEntries(properties.flatMap(([field, p]) => (p['x-files'] ? [[field, p['x-files']]] : [])));
  const sortable = Object.fromEntries(
    properties.flatMap(([field, p]) => {
      const expression = p['x-files'] ? undefined : sortExpression(field, p);
      return expression ? [[field, expression]] : [];
    }),
  );
  const writable = properties.filter(([field, p]) => !p.readOnly && !(field in files)).map(([field]) => field);
  const references = Object.fromEntries(properties.flatMap(([field, p]) => (p['x-reference'] ? [[field, p['x-reference']]] : [])));
  const parent = schema['x-parent'] as EntityBinding['parent'];
  return { name, table: identifier(table), schema, writable, files, sortable, references, ...(parent ? { parent } : {}) };
}

const bindings = new Map<string, EntityBinding>(
  Object.entries(entitySchemas).flatMap(([name, schema]) => {
    const binding = bind(name, schema);
    return binding ? [[name, binding]] : [];
  }),
);

/** The binding of an entity with a table; throws for an entity without `x-table`. */
export function entityBinding(name: string): EntityBinding {
  const binding = bindings.get(name);
  if (!binding) throw new Error(`Entity ${name} has no x-table`);
  return binding;
}

/** Every entity that has a table. */
export const tableEntities = (): EntityBinding[] => [...bindings.values()];

/** The entity and field whose `x-files` names `operationId` as its upload or download operation. */
export function fileFieldOf(operationId: string, role: 'upload' | 'download'): { binding: EntityBinding; field: string; rule: FileFieldRule } | undefined {
  for (const binding of bindings.values()) {
    for (const [field, rule] of Object.entries(binding.files)) if (rule[role] === operationId) return { binding, field, rule };
  }
  return undefined;
}
