import { Button, Card, CardHeader, makeStyles, Subtitle2 } from '@fluentui/react-components';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatValue } from '../../../shared/format/format-value.ts';
import { propertySchema } from '../../../shared/format/property-schema.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useT } from '../../lib/i18n.ts';
import { RecordList, type RecordColumn } from '../../runtime/lists/record-list.tsx';
import { canCall } from '../../runtime/screens/can-call.ts';
import type { DuplicateAction } from './duplicate-decision.tsx';
import type { EntityRecord } from './entity-page-frame.tsx';

// A wide window keeps the table readable and scrolls it sideways inside the card when the menu leaves
// too little room; phones get a card per entity instead (RecordList).
const useStyles = makeStyles({ table: { minWidth: '54rem' } });

const COLUMNS = [
  { field: 'name', format: 'text' },
  { field: 'email', format: 'text', dir: 'ltr' },
  { field: 'mobile', format: 'text', dir: 'ltr' },
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
  const columns = COLUMNS.map((column): RecordColumn<EntityRecord> => {
    const schema = propertySchema('foreign-entity', column.field);
    return {
      key: column.field,
      label: tKey(schema?.title ?? column.field),
      dir: 'dir' in column ? column.dir : undefined,
      value: (entity) => {
        const text = formatValue(entity[column.field], column.format, { language, translate: tKey, schema });
        return column.field === 'name' ? <Link to={pathOf('foreign_entity.detail', { id: entity.id })}>{text}</Link> : text;
      },
    };
  });
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('foreign_entity.duplicates.group', { number: props.index + 1, count: props.entities.length })}</Subtitle2>} />
      <RecordList
        rows={props.entities}
        rowKey={(entity) => entity.id}
        columns={columns}
        labelledBy={headingId}
        tableClassName={styles.table}
        actionsLabel={t('foreign_entity.duplicates.decision')}
        actions={
          actions.length > 0
            ? (entity, size) =>
                actions.map((item) => (
                  <Button key={item.action} size={size} onClick={() => props.onDecide(item.action, entity)} aria-label={`${tKey(item.label)} – ${entity.name}`}>
                    {tKey(item.label)}
                  </Button>
                ))
            : undefined
        }
      />
    </Card>
  );
}
