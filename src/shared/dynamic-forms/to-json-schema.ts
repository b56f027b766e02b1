/**
 * The converter, language-independent half: field definitions → one JSON Schema (draft 2020-12)
 * for the whole form, with a content hash as its version. The schema holds only what the schema
 * check and the shared rules agree on (types, lengths, options, required); the field type's own
 * rule runs in `validateFormValues`, on both sides.
 */
import type { JsonSchema } from '../spec-model.ts';
import { contentHash } from './content-hash.ts';
import { FIELD_TYPES, fieldKey, orderedFields, type DynamicField, type FormTab } from './definitions.ts';
import { TEXT_LIMITS } from './validate.ts';

/** A converted form: its schema, its fields in order, its tabs, and the version they make. */
export type ConvertedForm = { schema: JsonSchema; fields: DynamicField[]; tabs: FormTab[]; hash: string };

const SOCIAL_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { networks: { type: 'string' }, accounts: { type: 'object', additionalProperties: { type: 'string' } } },
};

/** The JSON Schema of one field's value. */
export function fieldSchema(field: DynamicField): JsonSchema {
  switch (field.field_type) {
    case FIELD_TYPES.char:
    case FIELD_TYPES.text:
      return { type: 'string', maxLength: TEXT_LIMITS[field.field_type] };
    case FIELD_TYPES.select:
    case FIELD_TYPES.radio:
      return { type: 'string', enum: (field.select_data ?? []).map((option) => option.value) };
    case FIELD_TYPES.decimal:
      return { type: 'number' };
    case FIELD_TYPES.social:
      return SOCIAL_SCHEMA;
    case FIELD_TYPES.file:
      return { type: 'integer' };
    default:
      return { type: 'string' };
  }
}

const cache = new Map<string, ConvertedForm>();

/**
 * Field definitions and tabs → the form's JSON Schema. The same definitions (whatever their order
 * or object identity) give the same object back, with `$id` from the hash, so a validator prepares
 * it once per version (the portal's keeps its prepared copy per schema object).
 */
export function toJsonSchema(fields: readonly DynamicField[], tabs: readonly FormTab[] = []): ConvertedForm {
  const byId = <T extends { id: number }>(list: readonly T[]) => [...list].sort((a, b) => a.id - b.id);
  const hash = contentHash({ fields: byId(fields), tabs: byId(tabs) });
  const known = cache.get(hash);
  if (known) return known;
  const ordered = orderedFields(fields, tabs);
  const schema: JsonSchema = {
    $id: `dynamic-form-${hash}`,
    type: 'object',
    properties: Object.fromEntries(ordered.map((field) => [fieldKey(field), fieldSchema(field)])),
    required: ordered.filter((field) => field.is_required && !field.hide).map(fieldKey),
  };
  const converted = { schema, fields: ordered, tabs: [...tabs].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id), hash };
  if (cache.size >= 50) cache.delete(cache.keys().next().value!);
  cache.set(hash, converted);
  return converted;
}
