/** Deep-maps every `$ref` string in a JSON value; other values are copied. */
export function mapRefs(value: unknown, map: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, map));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = key === '$ref' && typeof item === 'string' ? map(item) : mapRefs(item, map);
    }
    return out;
  }
  return value;
}

/** Every `$ref` string in a JSON value. */
export function collectRefs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.push(item);
      else collectRefs(item, into);
    }
  }
  return into;
}

/** Reads a JSON pointer (`/components/schemas/Error`) inside a document. */
export function readPointer(document: unknown, pointer: string): unknown {
  const parts = pointer.replace(/^#?\/?/, '').split('/').filter(Boolean);
  let node: unknown = document;
  for (const raw of parts) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Inlines every local `#/...` reference of `document` inside `value`, so runtimes get
 * self-contained schemas. Sibling keys of a `$ref` (summary, description) are kept.
 */
export function inlineRefs(value: unknown, document: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, document, seen));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string' && record.$ref.startsWith('#')) {
    const ref = record.$ref;
    if (seen.includes(ref)) throw new Error(`circular $ref ${ref}`);
    const { $ref: _ref, ...siblings } = record;
    const target = inlineRefs(readPointer(document, ref), document, [...seen, ref]);
    return { ...(target as object), ...(inlineRefs(siblings, document, seen) as object) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) out[key] = inlineRefs(item, document, seen);
  return out;
}

/** `reference-file` → `ReferenceFile`. */
export function pascalCase(name: string): string {
  return name.replace(/(^|[-_.])([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}
