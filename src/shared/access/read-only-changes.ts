/**
 * Field-level rules (`readOnly` of a rule in spec/access/rules): a user type may see a field but not
 * change it. A form sends the record back as it was, so only a CHANGED value is refused.
 */

/** A value in a canonical form: object keys sorted, `null`, undefined and absent the same (at any depth). */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined && (value as Record<string, unknown>)[key] !== null)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Whether two field values are the same (deep; key order ignored; null, undefined and absent equal). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * The read-only fields the body would change: sent (not undefined) with a value other than the
 * record's (`current` is `{}` for a new record, so any value but null changes it).
 */
export function changedReadOnlyFields(locked: readonly string[], current: Record<string, unknown>, body: Record<string, unknown>): string[] {
  return locked.filter((field) => body[field] !== undefined && !sameValue(body[field], current[field]));
}
