import { Button, Card, CardHeader, Subtitle2 } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { screens } from '../../../../generated/screens/fund-transfer.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { openWithLinkToken } from '../../lib/open-with-link-token.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
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
 * `fund_transfer.of_transaction` (spec/screens/fund-transfer.yaml), each linking to its request; and
 * the transaction's PDF (`export-item-pdf/`, opened with a single-use link token in the portal's language).
 */
export default function TransactionTransfersPanel({ record }: PanelProps) {
  const { t, tKey, language } = useT();
  const { user } = useSession();
  const [refused, setRefused] = useState<string>();
  const headingId = useId();
  const { state, update } = useLocalListQuery(screen, NO_PARAMS);
  const rows = (Array.isArray(record.transfers) ? record.transfers : []) as ListRow[];
  const table = useListTable(screen, { ...state, pageSize: Math.max(rows.length, 1) }, update, rows, rows.length);
  const title = tKey(screen.title);
  const printable = !!user && canCall('exportFundTransactionPdf', user.user_type) && canCall('createLinkToken', user.user_type);
  const print = async () => {
    const error = await openWithLinkToken('exportFundTransactionPdf', `/ft/transaction/${String(record.id)}/export-item-pdf/`, { lang: language });
    setRefused(error === undefined ? undefined : error || t('errors.error_occurred'));
  };
  const printButton = printable ? <Button icon={<PrintRegular />} onClick={() => void print()}>{t('fund_transfer.transaction.actions.print')}</Button> : undefined;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{title}</Subtitle2>} action={printButton} />
      <ListTable table={table} caption={title} loading={false} />
      {refused && <span role="alert">{refused}</span>}
    </Card>
  );
}
