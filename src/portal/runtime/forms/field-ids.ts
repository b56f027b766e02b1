/** RJSF names the control of top-level field `title` `root_title` (default `idPrefix` and `idSeparator`). */
export const fieldId = (field: string): string => `root_${field}`;

/** The top-level field an RJSF id belongs to (`root_files_0_id` → `files`), among the form's fields. */
export function fieldOfId(id: string, fields: readonly string[]): string | undefined {
  const rest = id.replace(/^root_/, '');
  // Field names contain the separator too (`published_date`), so the longest match wins.
  return [...fields].sort((a, b) => b.length - a.length).find((field) => rest === field || rest.startsWith(`${field}_`) || rest.startsWith(`${field}-`));
}

/** The top-level field of an error property (`.files.0.id`, `title` → `files`, `title`). */
export const fieldOfProperty = (property = ''): string => /^\.?([^.[\]]+)/.exec(property)?.[1] ?? '';
