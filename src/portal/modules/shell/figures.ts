import { figures } from '../../../../generated/screens/figures.ts';
import { callAnyOperation } from '../../lib/api-client.ts';
import { canCall } from '../../runtime/screens/can-call.ts';

/** A total on the overview, as spec/screens declares it (`figures:`). */
export type Figure = (typeof figures)[number];

/** The figures a user type may see (those whose operation its rules grant), with their totals; figures of one operation share one call (a failed call is logged and left out). */
export async function loadFigures(userType: string | undefined): Promise<Array<Figure & { total: number }>> {
  const visible = figures.filter((figure) => canCall(figure.operation, userType));
  const calls = new Map<string, Promise<Record<string, unknown> | undefined>>();
  const answerOf = (figure: Figure) => {
    const key = JSON.stringify([figure.operation, figure.query, !figure.field]);
    if (!calls.has(key)) {
      const query = figure.field ? figure.query : { page_size: 10, ...figure.query };
      calls.set(
        key,
        callAnyOperation(figure.operation, { query: query ?? {} }).then((result) => {
          if (!result.ok) console.warn(`figure ${figure.key} failed`, result.status);
          // A list answers a page (`count`), a statistics operation an object of numbers.
          return result.ok ? (result.data as Record<string, unknown>) : undefined;
        }),
      );
    }
    return calls.get(key)!;
  };
  const results = await Promise.all(
    visible.map(async (figure) => {
      const data = await answerOf(figure);
      const total = data?.[figure.field ?? 'count'];
      return typeof total === 'number' ? { ...figure, total } : undefined;
    }),
  );
  return results.filter((figure): figure is Figure & { total: number } => figure !== undefined);
}
