/**
 * One kind's part of a global search: the records of its table within the caller's list scope that
 * match the term, best first. The term itself is looked for first — the record's number (id), then a
 * whole word of the document equal to it, then a word starting with it, then the term inside a word
 * (phones by their digits) —; only when nothing holds it are similar words tried (trigram word
 * similarity, `%>`: pg_trgm.word_similarity_threshold), so a typo still finds the name. Both read the
 * table's `search_document` column (migration 021) through its trigram index, never a row's `data`.
 */
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { Where } from '../../platform/resources/records-repository.ts';
import type { SearchKind } from './kinds.ts';

/** What is looked for: the normalised term (text matching needs three characters), its digits when it reads as a number or phone, the id it may be. */
export type SearchTerm = { text: string; digits?: string; id?: number };

export type KindHit = { id: number; name: string; number: string | null; rank: number; openable: boolean };

/** Where one kind is searched: its table, the caller's list scope on it, and when the caller may open a record's page. */
export type KindScope = { table: string; where: Where; openable: string[] | undefined };

/** Text matching needs a trigram; shorter terms find records by number only. */
export const MIN_TEXT = 3;

const DOC = 'r.search_document';

/** The term with LIKE's own wildcards escaped. */
const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The term's own matches: conditions (ORed), and the rank of each. */
function termMatches(term: SearchTerm, params: SqlParams): { matches: string[]; ranks: string[] } {
  const matches: string[] = [];
  const ranks: string[] = [];
  if (term.id !== undefined) {
    const id = params.add(term.id);
    matches.push(`r.id = ${id}`);
    ranks.push(`WHEN r.id = ${id} THEN 0`);
  }
  for (const text of [term.text.length >= MIN_TEXT ? term.text : undefined, term.digits && term.digits.length >= MIN_TEXT ? term.digits : undefined]) {
    if (!text) continue;
    matches.push(`${DOC} LIKE ${params.add(`%${literal(text)}%`)}`);
    ranks.push(`WHEN ' ' || ${DOC} || ' ' LIKE ${params.add(`% ${literal(text)} %`)} THEN 1`, `WHEN ' ' || ${DOC} LIKE ${params.add(`% ${literal(text)}%`)} THEN 2`);
  }
  return { matches, ranks };
}

/** Up to `limit` rows of one query: its match condition and rank, ordered by rank, then `closeness`, then newest. */
async function hitsWhere(q: Queryable, kind: SearchKind, scope: KindScope, params: SqlParams, match: string, rank: string, closeness: string, limit: number, language: Language): Promise<KindHit[]> {
  const openable = scope.openable ? (scope.openable.length ? scope.openable.join(' AND ') : 'true') : 'false';
  const { rows } = await q.query<KindHit & { id: string | number }>(
    `SELECT r.id, ${kind.name(language)} AS name, ${kind.number ?? 'NULL::text'} AS number, ${rank} AS rank, ${openable} AS openable
       FROM ${scope.table} r WHERE ${[...scope.where.conditions, match].join(' AND ')}
      ORDER BY 4, ${closeness} DESC, r.created_at DESC, r.id DESC
      LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), rank: Number(row.rank) }));
}

/** Up to `limit` hits of `kind` within `scope`, best first. */
export async function kindHits(q: Queryable, kind: SearchKind, scope: KindScope, term: SearchTerm, limit: number, language: Language): Promise<KindHit[]> {
  const base = scope.where.params.values;
  const params = new SqlParams(base);
  const { matches, ranks } = termMatches(term, params);
  if (matches.length === 0) return [];
  // A constant, not `0`: ORDER BY would read a bare integer as a column position.
  const closeness = term.text.length >= MIN_TEXT ? `similarity(${params.add(term.text)}::text, ${DOC})` : '0::real';
  const found = await hitsWhere(q, kind, scope, params, `(${matches.join(' OR ')})`, `CASE ${ranks.join(' ')} ELSE 3 END`, closeness, limit, language);
  if (found.length > 0 || term.text.length < MIN_TEXT) return found;
  const similar = new SqlParams(base);
  const text = `${similar.add(term.text)}::text`;
  return hitsWhere(q, kind, scope, similar, `${DOC} %> ${text}`, '4', `word_similarity(${text}, ${DOC})`, limit, language);
}
