import { figures } from '../../../../generated/screens/figures.ts';
import { callAhead, callAnyOperation, type LooseInit } from '../../lib/api-client.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { checkedUser } from '../../app/session-context.tsx';

/** A total on the overview, as spec/screens declares it (`figures:`). */
export type Figure = (typeof figures)[number];

type FigureCall = { operation: Figure['operation']; init: LooseInit };

/** The figures a user type may see (those whose operation its rules grant), known before any total has come. */
export const visibleTo = (userType: string | undefined) => figures.filter((figure) => canCall(figure.operation, userType));

/** The call that answers a figure: a statistics operation as declared, a list asked for one small page (its `count`). */
function callOf(figure: Figure): FigureCall {
  const query = figure.field ? figure.query : { page_size: 10, ...figure.query };
  return { operation: figure.operation, init: { query: query ?? {} } };
}

/**
 * The overview route's loader (app/router.tsx, at landing): once the session check has answered —
 * which the page preloads — asks the calls of the figures the user's type may see, while the
 * page's chunks still arrive; `loadFigures` then takes those answers (lib/answers-ahead.ts). Nothing
 * is asked for a guest (the page sends them to login) nor for a figure the type may not see.
 */
export function prefetch(): void {
  void checkedUser().then((user) => {
    if (!user) return;
    const keys = new Set<string>();
    for (const figure of visibleTo(user.user_type)) {
      const call = callOf(figure);
      const key = JSON.stringify(call);
      if (keys.has(key)) continue;
      keys.add(key);
      callAhead(call.operation, call.init);
    }
  });
}

/** The figures a user type may see, with their totals; figures of one call share it (a failed call is logged and left out). */
export async function loadFigures(userType: string | undefined): Promise<Array<Figure & { total: number }>> {
  const calls = new Map<string, Promise<Record<string, unknown> | undefined>>();
  const answerOf = (figure: Figure) => {
    const call = callOf(figure);
    const key = JSON.stringify(call);
    if (!calls.has(key)) {
      calls.set(
        key,
        callAnyOperation(call.operation, call.init).then((result) => {
          if (!result.ok) console.warn(`figure ${figure.key} failed`, result.status);
          // A list answers a page (`count`), a statistics operation an object of numbers.
          return result.ok ? (result.data as Record<string, unknown>) : undefined;
        }),
      );
    }
    return calls.get(key)!;
  };
  const results = await Promise.all(
    visibleTo(userType).map(async (figure) => {
      const data = await answerOf(figure);
      const total = data?.[figure.field ?? 'count'];
      return typeof total === 'number' ? { ...figure, total } : undefined;
    }),
  );
  return results.filter((figure): figure is Figure & { total: number } => figure !== undefined);
}
