/**
 * The search document of a kind: its texts normalised as one string (portal_normalize: lower case,
 * Latin accents, Arabic alef forms, ta marbuta, alef maqsura, diacritics and tatweel), then the
 * digits of each phone. Migration 021 stores it as each table's `search_document` column (generated,
 * so a write keeps it current) with a trigram index; `storedColumn` prints that column as the
 * migration writes it, and the API test checks the stored documents are these.
 */
import type { SearchKind } from './kinds.ts';

const digitsOf = (phone: string) => `regexp_replace(coalesce(${phone}, ''), '\\D', '', 'g')`;

const joined = (parts: string[]) => parts.map((part) => `coalesce(${part}, '')`).join(" || ' ' || ");

/** The document of `kind` computed from a row's `data` (alias `r`). */
export function searchDocument(kind: Pick<SearchKind, 'texts' | 'phones'>): string {
  const text = `portal_normalize(${joined(kind.texts)})`;
  const digits = kind.phones.map((phone) => ` || ' ' || ${digitsOf(phone)}`).join('');
  return digits ? `(${text}${digits})` : text;
}

/** The migration's statements for `table`: the stored document and its trigram index. */
export const storedColumn = (kind: Pick<SearchKind, 'texts' | 'phones'>, table: string): string =>
  `ALTER TABLE ${table} ADD COLUMN search_document text GENERATED ALWAYS AS (\n  ${searchDocument(kind).replaceAll('r.data', 'data')}\n) STORED;\n` +
  `CREATE INDEX ${table}_search_document_idx ON ${table} USING gin (search_document gin_trgm_ops);`;
