/**
 * `overview/` (product spec sections 2 and 7): how many foreign entities, local entities and missions
 * the caller may see — each counted as that registry's list shows it to the caller (scope and status
 * filter, `listed-records.ts`), and how many records wait for the caller (pending-actions/). A
 * registry the caller may not list is left out of the answer: not even its count leaves the server.
 */
import type { OperationId } from '../../../../generated/api/operations.ts';
import { grantedScope } from '../../platform/access/access-rules.ts';
import type { Handler } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { listedRows } from '../../platform/resources/listed-records.ts';
import { pendingActions } from '../../platform/workflow/pending-actions.ts';

/** Each total of the answer and the list operation whose rows it counts. */
const totals = { foreign_entities: 'listForeignEntities', local_entities: 'listLocalEntities', missions: 'listDiplomaticMissions' } as const satisfies Record<string, OperationId>;

export const getOverview: Handler<'getOverview'> = async (request) => {
  const user = requireUser(request.user);
  const counted = await Promise.all(
    Object.entries(totals).map(async ([key, listOperation]) => {
      const scope = grantedScope(listOperation, user);
      if (!scope) return [];
      const [row] = await listedRows<{ count: number }>(request, listOperation, scope, 'count(*)::int AS count');
      return [[key, Number(row?.count ?? 0)] as const];
    }),
  );
  // The caller's pending actions, as pending-actions/ counts them.
  const { count: pending } = await pendingActions(request, 0, 0);
  return { ...Object.fromEntries(counted.flat()), pending };
};
