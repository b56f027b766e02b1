import { Card, CardHeader, makeStyles, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';

// Narrow screens scroll the table sideways instead of squeezing its columns over each other.
const useStyles = makeStyles({ scroller: { overflowX: 'auto' }, table: { minWidth: '40rem', tableLayout: 'auto' } });

/** The columns shown; the add form (`foreign_entity/{id}/bank-details/new`) takes every field. */
const COLUMNS = ['beneficiary_name', 'bank_name', 'iban', 'swift_code', 'currency'] as const;

/** The entity's bank accounts (bank-details/), with a way to add one for those who may. */
export default function BankDetailsPanel({ record, userType }: PanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const id = Number(record.id);
  const enabled = canCall('listBankDetails', userType);
  const { result, reload } = useOperation(enabled ? 'listBankDetails' : undefined, { query: { foreign_entity: id, page_size: 9999 } });
  if (!enabled) return null;
  const add = canCall('createBankDetail', userType) ? (
    <RouteButton to={pathOf('foreign_entity.bank_new', { id })} icon={<AddRegular />}>{t('foreign_entity.bank.add')}</RouteButton>
  ) : undefined;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('foreign_entity.titles.bank_details')}</Subtitle2>} action={add} />
      {!result && <Spinner size="small" label={t('common.loading')} />}
      {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
      {result?.ok && result.data.results.length === 0 && <p>{t('foreign_entity.bank.none')}</p>}
      {result?.ok && result.data.results.length > 0 && (
        <div className={styles.scroller}>
          <Table className={styles.table} size="small" aria-labelledby={headingId}>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((column) => <TableHeaderCell key={column}>{t(`foreign_entity.bank.${column}`)}</TableHeaderCell>)}
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.data.results.map((bank) => (
                <TableRow key={bank.id}>
                  {COLUMNS.map((column) => <TableCell key={column} dir={column === 'beneficiary_name' || column === 'bank_name' ? undefined : 'ltr'}>{bank[column] ?? ''}</TableCell>)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Card>
  );
}
