import { Card, CardHeader, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { formatValue } from '../format/format-value.ts';
import type { PortalWorkflow } from './workflow-of-entity.ts';

/** One entry of the API's state log (spec/api/workflows.yaml StateLog). */
type StateLogEntry = { id: number; event: string; from: string; to: string; user_name: string | null; role: string; comment: string | null; created: string };

/** The record's state changes, oldest first, from the workflow's state-log operation; reloads when `version` changes. */
export function HistoryPanel({ workflow, recordId, version }: { workflow: PortalWorkflow; recordId: number; version: unknown }) {
  const { t, tKey, language } = useT();
  const headingId = useId();
  const [entries, setEntries] = useState<StateLogEntry[]>();
  const operation = workflow.logOperation;
  useEffect(() => {
    let current = true;
    if (operation) void callOperation<StateLogEntry[]>(operation, { params: { id: recordId } }).then((r) => current && setEntries(r.ok ? r.data : []));
    return () => {
      current = false;
    };
  }, [operation, recordId, version]);
  if (!operation || !entries) return null;
  const key = workflow.definition.workflow.replace(/-/g, '_');
  const stateLabel = (name: string) => tKey(workflow.definition.states.find((s) => s.name === name)?.label ?? name);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('workflows.history.title')}</Subtitle2>} />
      {entries.length === 0 ? (
        <p>{t('workflows.history.empty')}</p>
      ) : (
        <Table size="small">
          <TableHeader>
            <TableRow>
              {(['time', 'event', 'from', 'to', 'by', 'comment'] as const).map((column) => (
                <TableHeaderCell key={column}>{t(`workflows.history.${column}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{formatValue(entry.created, 'datetime', { language, translate: tKey })}</TableCell>
                <TableCell>{tKey(`workflows.${key}.events.${entry.event}`)}</TableCell>
                <TableCell>{stateLabel(entry.from)}</TableCell>
                <TableCell>{stateLabel(entry.to)}</TableCell>
                <TableCell>{entry.user_name ?? entry.role}</TableCell>
                <TableCell>{entry.comment ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
