import { Button, Card, CardHeader, makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatValue } from '../../../shared/format/format-value.ts';
import { propertySchema } from '../../../shared/format/property-schema.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useT } from '../../lib/i18n.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import type { DuplicateAction } from './duplicate-decision.tsx';
import type { EntityRecord } from './entity-page-frame.tsx';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
  // Narrow screens scroll the table sideways instead of squeezing its columns over each other.
  table: { minWidth: '54rem', tableLayout: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const COLUMNS = [
  { field: 'name', format: 'text' },
  { field: 'email', format: 'text' },
  { field: 'mobile', format: 'text' },
  { field: 'country', format: 'text' },
  { field: 'status', format: 'enum' },
  { field: 'created', format: 'date' },
] as const;

const ACTIONS: Array<{ action: DuplicateAction; operation: string; label: string }> = [
  { action: 'merge', operation: 'mergeDuplicate', label: 'foreign_entity.duplicates.merge' },
  { action: 'archive', operation: 'archiveDuplicate', label: 'foreign_entity.duplicates.archive' },
  { action: 'delete', operation: 'deleteDuplicate', label: 'foreign_entity.duplicates.delete' },
];

/** One group of entities sharing the six identifying values, each with the decisions the user may take. */
export function DuplicateGroup(props: { index: number; entities: EntityRecord[]; userType?: string; onDecide: (action: DuplicateAction, entity: EntityRecord) => void }) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const headingId = useId();
  const actions = ACTIONS.filter((item) => canCall(item.operation, props.userType));
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('foreign_entity.duplicates.group', { number: props.index + 1, count: props.entities.length })}</Subtitle2>} />
      <div className={styles.scroller}>
        <Table className={styles.table} size="small" aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => <TableHeaderCell key={column.field}>{tKey(propertySchema('foreign-entity', column.field)?.title ?? column.field)}</TableHeaderCell>)}
              {actions.length > 0 && <TableHeaderCell>{t('foreign_entity.duplicates.decision')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {props.entities.map((entity) => (
              <TableRow key={entity.id}>
                {COLUMNS.map((column) => {
                  const text = formatValue(entity[column.field], column.format, { language, translate: tKey, schema: propertySchema('foreign-entity', column.field) });
                  return (
                    <TableCell key={column.field} dir={column.field === 'email' || column.field === 'mobile' ? 'ltr' : undefined}>
                      {column.field === 'name' ? <Link to={pathOf('foreign_entity.detail', { id: entity.id })}>{text}</Link> : text}
                    </TableCell>
                  );
                })}
                {actions.length > 0 && (
                  <TableCell>
                    <div className={styles.actions}>
                      {actions.map((item) => (
                        <Button key={item.action} size="small" onClick={() => props.onDecide(item.action, entity)} aria-label={`${tKey(item.label)} – ${entity.name}`}>
                          {tKey(item.label)}
                        </Button>
                      ))}
                    </div>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Card>
  );
}
