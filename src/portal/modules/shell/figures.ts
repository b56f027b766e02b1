import { canCall } from '../../runtime/screens/can-call.ts';
import { callOperation } from '../../lib/api-client.ts';

/** A total on the overview and dashboard: the `count` of a list operation, linking to that list. */
export type Figure = {
  key: string;
  /** Locale key of the card's label. */
  label: string;
  operation: string;
  query?: Record<string, string | number>;
  /** Route (and params) of the status-filtered list the total counts. */
  route?: string;
  params?: Record<string, string>;
};

/**
 * The figures shown today. Modules add theirs as they land (foreign entities, local entities and
 * missions by status, fund transfers); a figure shows only to users who may call its operation.
 */
export const figures: Figure[] = [
  { key: 'references', label: 'shell.cards.references', operation: 'listReferences', route: 'references.list', params: { status: 'all' } },
  { key: 'provinces', label: 'shell.cards.provinces', operation: 'listProvinces' },
  { key: 'cities', label: 'shell.cards.cities', operation: 'listCities' },
  { key: 'categories', label: 'shell.cards.categories', operation: 'listCategories' },
];

/** The figures a user type may see, with their totals (a failed call is logged and left out). */
export async function loadFigures(userType: string | undefined): Promise<Array<Figure & { total: number }>> {
  const visible = figures.filter((figure) => canCall(figure.operation, userType));
  const results = await Promise.all(
    visible.map(async (figure) => {
      const result = await callOperation<{ count: number }>(figure.operation, { query: { page_size: 10, ...figure.query } });
      if (!result.ok) console.warn(`figure ${figure.key} failed`, result.status);
      return result.ok ? { ...figure, total: result.data.count } : undefined;
    }),
  );
  return results.filter((figure): figure is Figure & { total: number } => figure !== undefined);
}
