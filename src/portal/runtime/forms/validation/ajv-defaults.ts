/**
 * The server's Ajv fills in defaults (`useDefaults`): an absent property with a `default` takes it
 * before `required` and the property's own keywords are checked, so "required" is never its
 * verdict. The portal's validator does the same to the copy of the data it checks.
 */

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fills `data` (a copy of the form data) in place as Ajv's `useDefaults: true` does: where an object
 * has `properties`, each absent one with a `default` gets a copy of it; then the same inside present
 * properties, additional properties, array items and `allOf` branches. As Ajv, nothing inside
 * `anyOf`, `oneOf`, `not` or `if`; nor, unlike Ajv, in `then`/`else` or through `$ref`, which form
 * schemas do not use (a unit test lists the keywords they use).
 */
export function fillDefaults(schema: unknown, data: unknown): void {
  if (!isObject(schema)) return;
  for (const branch of Array.isArray(schema.allOf) ? schema.allOf : []) fillDefaults(branch, data);
  if (Array.isArray(data)) {
    for (const item of data) fillDefaults(schema.items, item);
    return;
  }
  if (!isObject(data)) return;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [key, property] of Object.entries(properties)) {
    if (data[key] === undefined && isObject(property) && property.default !== undefined) data[key] = structuredClone(property.default);
    if (data[key] !== undefined) fillDefaults(property, data[key]);
  }
  if (isObject(schema.additionalProperties)) {
    for (const [key, value] of Object.entries(data)) if (!(key in properties)) fillDefaults(schema.additionalProperties, value);
  }
}
