import { Card, CardHeader, Link, makeStyles, Subtitle2 } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useAnyOperation } from '../../lib/use-operation.ts';
import { formatValue } from '../../../shared/format/format-value.ts';
import { RecordList, type RecordColumn } from '../lists/record-list.tsx';
import { onRecord, type PortalWorkflow } from './workflow-of-entity.ts';

/** One entry of the API's state log (spec/api/workflows.yaml StateLog). */
type StateLogEntry = { id: number; event: string; from: string; to: string; user_name: string | null; role: string; comment: string | null; attachment: number | null; created: string };

/** A file of the record's attachments field, as the API shows it. */
type RecordFile = { id: number; name: string; url?: string };

// Seven columns: a narrow wide window scrolls the table inside the card; a phone shows a card per change.
const useStyles = makeStyles({ table: { minWidth: '44rem' } });

type HistoryColumn = 'time' | 'event' | 'from' | 'to' | 'by' | 'comment' | 'attachment';

/** The record's state changes, oldest first, from the workflow's state-log operation; reloads when `version` changes. */
export function HistoryPanel({ workflow, record, version }: { workflow: PortalWorkflow; record: Record<string, unknown>; version: unknown }) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const headingId = useId();
  const log = workflow.log;
  // A new version asks again; the entries shown stay until the new ones arrive.
  const { latest } = useAnyOperation(log?.operationId, log ? onRecord(log, Number(record.id)) : {}, { key: JSON.stringify(version ?? null) });
  // A state-log operation answers the entries, oldest first; a failure shows none.
  const entries = latest && (latest.ok ? (latest.data as StateLogEntry[]) : []);
  if (!log || !entries) return null;
  const key = workflow.definition.workflow.replace(/-/g, '_');
  const stateLabel = (name: string) => tKey(workflow.definition.states.find((s) => s.name === name)?.label ?? name);
  // A step's attachment is one of the record's files (the engine attaches it to the record).
  const field = workflow.definition.attachments?.field;
  const files = (field && Array.isArray(record[field]) ? record[field] : []) as RecordFile[];
  const attachment = (id: number | null) => {
    const file = files.find((f) => f.id === id);
    if (!file) return '';
    return file.url ? <Link href={file.url}>{file.name}</Link> : file.name;
  };
  const column = (name: HistoryColumn, value: (entry: StateLogEntry) => ReactNode): RecordColumn<StateLogEntry> => ({ key: name, label: t(`workflows.history.${name}`), value });
  const columns = [
    column('time', (entry) => formatValue(entry.created, 'datetime', { language, translate: tKey })),
    column('event', (entry) => tKey(`workflows.${key}.events.${entry.event}`)),
    column('from', (entry) => stateLabel(entry.from)),
    column('to', (entry) => stateLabel(entry.to)),
    column('by', (entry) => entry.user_name ?? t('workflows.history.system')),
    column('comment', (entry) => entry.comment ?? ''),
    column('attachment', (entry) => attachment(entry.attachment)),
  ];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('workflows.history.title')}</Subtitle2>} />
      {entries.length === 0 ? (
        <p>{t('workflows.history.empty')}</p>
      ) : (
        <RecordList rows={entries} rowKey={(entry) => entry.id} columns={columns} labelledBy={headingId} tableClassName={styles.table} />
      )}
    </Card>
  );
}
