import type { OperationId } from '../../../../generated/api/operations.ts';
import { callAnyOperation } from '../../lib/api-client.ts';
import type { RouteName } from '../../lib/screen-descriptors.ts';
import { canCall } from '../../runtime/screens/can-call.ts';

/**
 * A total on the overview and dashboard, linking to the list it counts: the `count` of a list
 * operation, or the number `field` of a statistics operation's answer.
 */
export type Figure = {
  key: string;
  /** Locale key of the card's label. */
  label: string;
  operation: OperationId;
  query?: Record<string, string | number>;
  /** The answer's number to show (statistics operations); absent: the list's `count`. */
  field?: string;
  /** Route (and params) of the status-filtered list the total counts. */
  route?: RouteName;
  params?: Record<string, string>;
};

// Foreign entities by status, the dashboard links of product spec section 4 (completed 7,
// reviewed 6, approved 2, suspended 8), from one call of overview_statistics/.
const foreignEntityCard = (status: string, code: string): Figure => ({
  key: `foreign_entities_${status}`,
  label: `foreign_entity.cards.${status}`,
  operation: 'getForeignEntityOverview',
  field: `foreign_entity_status_${status}`,
  route: 'foreign_entity.list',
  params: { status: code },
});

/** The figures shown today; a figure shows only to users who may call its operation. */
export const figures: Figure[] = [
  foreignEntityCard('completed', '7'),
  foreignEntityCard('reviewed', '6'),
  foreignEntityCard('approved', '2'),
  foreignEntityCard('suspended', '8'),
  { key: 'references', label: 'shell.cards.references', operation: 'listReferences', route: 'references.list', params: { status: 'all' } },
  { key: 'provinces', label: 'shell.cards.provinces', operation: 'listProvinces' },
  { key: 'cities', label: 'shell.cards.cities', operation: 'listCities' },
  { key: 'categories', label: 'shell.cards.categories', operation: 'listCategories' },
];

/** The figures a user type may see, with their totals; figures of one operation share one call (a failed call is logged and left out). */
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
