import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useId, useMemo } from 'react';
import type { ListScreen as ListScreenDescriptor } from '../../lib/screen-descriptors.ts';
import { useT } from '../../lib/i18n.ts';
import { LoadError } from '../screens/load-error.tsx';
import { RefusalPage } from '../screens/refusal-page.tsx';
import { canCall } from '../screens/can-call.ts';
import { ListActions } from './list-actions.tsx';
import { ListBulkBar } from './list-bulk-bar.tsx';
import { ListExportButton } from './list-export-button.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListPdfButton } from './list-pdf-button.tsx';
import { ListPagination } from './list-pagination.tsx';
import { ListSelectionProvider, useListSelection } from './list-selection.tsx';
import { ListTable } from './list-table.tsx';
import { ListTabs } from './list-tabs.tsx';
import { useListData } from './use-list-data.ts';
import { useListQuery } from './use-list-query.ts';
import { useListTable } from './use-list-table.ts';
import { visibleTabs } from './visible-tabs.ts';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/**
 * A list screen from its descriptor: tabs, filters, a server-sorted and server-paged table, actions,
 * and, when the caller may take its bulk actions, a checkbox per row and the bulk bar.
 */
export default function ListScreen({ screen, userType, ftDepartment }: { screen: ListScreenDescriptor; userType?: string; ftDepartment?: string | null }) {
  const { tKey } = useT();
  const styles = useStyles();
  const headingId = useId();
  const { state, query, update, setTab, params } = useListQuery(screen);
  const data = useListData(screen.operation, params, query);
  const selection = useListSelection();
  const bulk = screen.bulk !== undefined && canCall(screen.bulk.operation, userType);
  const table = useListTable(screen, state, update, data.rows, data.count, bulk);
  const title = tKey(screen.title);
  const tabs = useMemo(() => visibleTabs(screen, { userType, ftDepartment }), [screen, userType, ftDepartment]);
  // A list this account may not read is not shown at all: the page says so (the session stays).
  if (data.error?.code === 'forbidden') return <RefusalPage kind="no_access" />;
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Title2 as="h1" id={headingId}>{title}</Title2>
        <div className={styles.actions}>
          <ListExportButton screen={screen} state={state} params={params} query={query} />
          <ListPdfButton screen={screen} query={query} userType={userType} />
          <ListActions screen={screen} userType={userType} params={params} />
        </div>
      </div>
      {tabs.length > 1 && <ListTabs tabs={tabs} selected={state.tab?.key} onSelect={setTab} />}
      {screen.filters.length > 0 && (
        <ListFilters key={JSON.stringify(state.filters)} filters={screen.filters} values={state.filters} userType={userType} onSubmit={(filters) => update({ filters })} />
      )}
      {bulk && <ListBulkBar screen={screen} selection={selection} onDone={data.retry} />}
      <ListSelectionProvider value={bulk ? selection : undefined}>
        {data.error ? <LoadError error={data.error} onRetry={data.retry} /> : <ListTable table={table} caption={title} loading={data.loading} />}
      </ListSelectionProvider>
      <ListPagination table={table} defaultPageSize={screen.pageSize} />
    </section>
  );
}
