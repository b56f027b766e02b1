/** RJSF names the control of top-level field `title` `root_title` (default `idPrefix` and `idSeparator`). */
export const fieldId = (field: string): string => `root_${field}`;

/** The top-level field an RJSF id belongs to (`root_files_0_id` → `files`), among the form's fields. */
export function fieldOfId(id: string, fields: readonly string[]): string | undefined {
  const rest = id.replace(/^root_/, '');
  // Field names contain the separator too (`published_date`), so the longest match wins.
  return [...fields].sort((a, b) => b.length - a.length).find((field) => rest === field || rest.startsWith(`${field}_`) || rest.startsWith(`${field}-`));
}

/**
 * The error property of top-level field `field`: `.title`, or `['a.b']` for a name a dotted path
 * cannot hold (RJSF reads both with lodash's `toPath`; an unknown field may be named anything).
 */
export const propertyOfField = (field: string): string => (/^[^.[\]'"\\]+$/.test(field) ? `.${field}` : `['${field.replace(/['\\]/g, '\\$&')}']`);

/** The top-level field of an error property (`.files.0.id`, `title`, `['a.b']` → `files`, `title`, `a.b`). */
export function fieldOfProperty(property = ''): string {
  const quoted = /^\.?\['((?:[^'\\]|\\.)*)'\]/.exec(property);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1');
  return /^\.?([^.[\]]+)/.exec(property)?.[1] ?? '';
}
