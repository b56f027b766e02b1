/** `global-search/`: the caller's records of every kind that match a name, number, e-mail or phone. */
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import { routes } from '../../../../generated/screens/routes.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Schema } from '../../../shared/operation-io.ts';
import type { Queryable } from '../../db/database.ts';
import { grantedScope } from '../../platform/access/access-rules.ts';
import { recordScopeConditions } from '../../platform/access/scope-sql.ts';
import type { Handlers } from '../../platform/handler.ts';
import { requireUser, type AuthUser } from '../../platform/request-context.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { listWhere } from '../../platform/resources/list-query.ts';
import { tableOf } from '../../platform/resources/read-handlers.ts';
import { kindHits, type KindHit, type SearchTerm } from './kind-query.ts';
import { searchKinds, type SearchKind } from './kinds.ts';

type Group = Schema<'SearchGroup'>;

const routePaths = new Map(routes.map((route) => [route.name, route.path]));

/** The term as the search compares it: normalised by the database's own function; its digits when it reads as a number or a phone. */
async function termOf(q: Queryable, raw: string): Promise<SearchTerm> {
  const { rows } = await q.query<{ text: string }>('SELECT portal_normalize($1) AS text', [raw]);
  const text = rows[0]!.text.replace(/\s+/g, ' ').trim();
  const numeric = /^[\d\s+()-]+$/.test(raw);
  const digits = numeric ? raw.replace(/\D/g, '') : undefined;
  const id = digits && /^\d+$/.test(raw) && digits.length <= 15 ? Number(digits) : undefined;
  return { text, ...(digits && digits !== text ? { digits } : {}), ...(id ? { id } : {}) };
}

/**
 * One kind's hits, or undefined when the caller may not list that kind: the list operation's scope and
 * status filter for the caller (listWhere with no filter), as its own list would answer.
 */
async function hitsOf(q: Queryable, kind: SearchKind, user: AuthUser, term: SearchTerm, limit: number, language: Language): Promise<KindHit[] | undefined> {
  const scope = grantedScope(kind.list, user);
  if (!scope) return undefined;
  const entity = entityBinding(kind.entity);
  const where = listWhere(entity, operationSchemas[kind.list]!, {}, scope);
  const page = grantedScope(kind.get, user);
  const openable = page && recordScopeConditions(entity, tableOf, page, where.params);
  return kindHits(q, kind, { table: entity.table, where, openable }, term, limit, language);
}

export const handlers: Handlers = {
  async globalSearch(request) {
    const user = requireUser(request.user);
    const { q, kind, page_size: size = 5 } = request.query;
    const db = request.server.db;
    const term = await termOf(db, q.trim());
    const kinds = searchKinds.filter((k) => kind === undefined || k.kind === kind);
    const found = await Promise.all(kinds.map(async (k) => ({ kind: k, hits: await hitsOf(db, k, user, term, size + 1, request.language) })));
    const groups = found.flatMap(({ kind: k, hits }): Array<Group & { best: number }> => {
      if (!hits?.length) return [];
      const results = hits.slice(0, size).map((hit) => {
        const route = hit.openable ? k.route : null;
        const path = route && `/${routePaths.get(route)!.replace(':id', String(hit.id))}`;
        return { kind: k.kind, id: hit.id, name: hit.name, number: hit.number, route, path };
      });
      return [{ kind: k.kind, more: hits.length > size, results, best: hits[0]!.rank }];
    });
    // Best group first; kinds whose best hits rank the same keep the order of searchKinds.
    groups.sort((a, b) => a.best - b.best);
    return { q: q.trim(), groups: groups.map(({ best: _, ...group }) => group) };
  },
};
