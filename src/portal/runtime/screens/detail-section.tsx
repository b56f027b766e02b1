import { Card, CardHeader, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { FormSection } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';
import { useNarrowLayout } from '../../lib/use-narrow-layout.ts';
import { formatOfSchema } from '../../../shared/format/format-of-schema.ts';
import { formatValue } from '../../../shared/format/format-value.ts';
import { valueDirection } from '../../../shared/format/value-direction.ts';
import { propertySchema } from '../../../shared/format/property-schema.ts';
import { shownValue } from '../../../shared/format/shown-value.ts';
import { isObjectList } from '../../../shared/display/shown-text.ts';
import { FileLinks, type FileValue } from './file-links.tsx';
import { ObjectTable } from './object-table.tsx';
import type { DetailRecord } from './use-record.ts';

const useStyles = makeStyles({
  pairs: { display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  label: { fontWeight: tokens.fontWeightSemibold },
  // minWidth 0: a wide value (a table of travellers) scrolls inside its cell rather than widening the card.
  value: { marginInlineStart: 0, whiteSpace: 'pre-wrap', minWidth: 0 },
  // On a phone a list of objects (travellers' cards) takes the card's width, under its label.
  wide: { gridColumn: '1 / -1' },
});

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A section of a detail screen: a card of label/value pairs, formatted like list cells. */
export function DetailSection({ section, entity, record }: { section: FormSection; entity: string; record: DetailRecord }) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const headingId = useId();
  const narrow = useNarrowLayout();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{tKey(section.title)}</Subtitle2>} />
      <dl className={styles.pairs}>
        {section.fields.map((field) => {
          const schema = propertySchema(entity, field);
          const value = shownValue(record, field, schema);
          const wide = narrow && Array.isArray(value) && isObjectList(schema) && !schema?.['x-files'];
          return [
            <dt key={`${field}-label`} id={`${headingId}-${field}`} className={mergeClasses(styles.label, wide && styles.wide)}>{tKey(schema?.title ?? field)}</dt>,
            <dd key={`${field}-value`} className={mergeClasses(styles.value, wide && styles.wide)}>
              {isEmpty(value) ? (
                t('common.not_provided')
              ) : schema?.['x-files'] && Array.isArray(value) ? (
                <FileLinks files={value as FileValue[]} />
              ) : Array.isArray(value) && isObjectList(schema) ? (
                // Travellers, partners, board members: a table of their fields, never `[object Object]`.
                <ObjectTable items={value} schema={schema} labelledBy={`${headingId}-${field}`} />
              ) : (
                // <bdi>: a value in the other script (a phone number, a Latin name) keeps its own order in RTL.
                <bdi dir={valueDirection(schema)}>{formatValue(value, formatOfSchema(schema), { language, translate: tKey, schema })}</bdi>
              )}
            </dd>,
          ];
        })}
      </dl>
    </Card>
  );
}
