import { Card, CardHeader, Subtitle2 } from '@fluentui/react-components';
import { useId, useMemo } from 'react';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { useT } from '../../lib/i18n.ts';
import { canCall } from '../screens/can-call.ts';
import { LoadError } from '../screens/load-error.tsx';
import { ListActions } from './list-actions.tsx';
import { ListPagination } from './list-pagination.tsx';
import { ListTable } from './list-table.tsx';
import { useListData } from './use-list-data.ts';
import { useLocalListQuery } from './use-local-list-query.ts';
import { useListTable } from './use-list-table.ts';

/** The record's fields a list panel's `routeQuery` and action params may name (ids, codes), as strings. */
const paramsOf = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).flatMap(([key, value]) => (typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [])));

/**
 * A list screen inside a detail screen (`panels: [{ list: name }]`): a card headed by the screen's
 * title with its actions, the table and paging kept in the card (the address is the page's). Its
 * `routeQuery` and action params name fields of the record. Shown to those the list's rule grants.
 */
export default function ListPanel({ screen, record, userType }: { screen: ListScreen; record: Record<string, unknown>; userType?: string }) {
  const { tKey } = useT();
  const headingId = useId();
  const params = useMemo(() => paramsOf(record), [record]);
  const { state, query, update } = useLocalListQuery(screen, params);
  // Not asked at all unless granted: a refused read would send the user to the login page.
  const allowed = canCall(screen.operation, userType);
  const data = useListData(allowed ? screen.operation : undefined, params, query);
  const table = useListTable(screen, state, update, data.rows, data.count);
  if (!allowed) return null;
  const title = tKey(screen.title);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{title}</Subtitle2>} action={<ListActions screen={screen} userType={userType} params={params} />} />
      {data.error ? <LoadError error={data.error} onRetry={data.retry} /> : <ListTable table={table} caption={title} loading={data.loading} />}
      {data.count > screen.pageSize && <ListPagination table={table} defaultPageSize={screen.pageSize} />}
    </Card>
  );
}
