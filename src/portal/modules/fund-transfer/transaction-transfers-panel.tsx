import { Card, CardHeader, Subtitle2 } from '@fluentui/react-components';
import { useId } from 'react';
import { screens } from '../../../../generated/screens/fund-transfer.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import type { ListRow } from '../../runtime/lists/list-features.ts';
import { ListTable } from '../../runtime/lists/list-table.tsx';
import { useListTable } from '../../runtime/lists/use-list-table.ts';
import { useLocalListQuery } from '../../runtime/lists/use-local-list-query.ts';

const screen = screens.find((s) => s.name === 'fund_transfer.of_transaction') as ListScreen;
const NO_PARAMS = {};

/**
 * The transfers a fund transaction pays for, on its page: the rows the server sends with the record
 * (`transfers`, a draft's too, before a submission marks them), in the columns of the list screen
 * `fund_transfer.of_transaction` (spec/screens/fund-transfer.yaml), each linking to its request.
 */
export default function TransactionTransfersPanel({ record }: PanelProps) {
  const { tKey } = useT();
  const headingId = useId();
  const { state, update } = useLocalListQuery(screen, NO_PARAMS);
  const rows = (Array.isArray(record.transfers) ? record.transfers : []) as ListRow[];
  const table = useListTable(screen, { ...state, pageSize: Math.max(rows.length, 1) }, update, rows, rows.length);
  const title = tKey(screen.title);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{title}</Subtitle2>} />
      <ListTable table={table} caption={title} loading={false} />
    </Card>
  );
}
