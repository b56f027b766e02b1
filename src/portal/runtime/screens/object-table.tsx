import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { JsonSchema } from '../../../shared/spec-model.ts';
import { itemFields, shownText } from '../../../shared/display/shown-text.ts';
import { valueDirection } from '../../../shared/format/value-direction.ts';
import { useT } from '../../lib/i18n.ts';
import { useNarrowLayout } from '../../lib/use-narrow-layout.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  // Columns as wide as their texts (Fluent's table is fixed-layout, equal columns): a short list stays short.
  table: { tableLayout: 'auto', width: 'auto', minWidth: '100%' },
  header: { fontWeight: tokens.fontWeightSemibold },
  cards: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  pairs: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  pairValue: { marginInlineStart: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

type Props = { items: unknown[]; schema: JsonSchema | undefined; labelledBy: string };

/**
 * A list of objects of a record (a notification's travellers, a transaction's transfers): a table of
 * the items' declared fields, headed by their titles, each cell shown as every display shows it
 * (names, labels, dates in the page's language), named by the field's label. At or below the layout
 * breakpoint (phones) each item is a small card of label/value pairs instead, so no column is cut.
 */
export function ObjectTable({ items, schema, labelledBy }: Props) {
  const { tKey, language } = useT();
  const styles = useStyles();
  const narrow = useNarrowLayout();
  const itemSchema = schema?.items;
  const fields = itemFields(itemSchema);
  const title = (field: string) => tKey(itemSchema?.properties?.[field]?.title ?? field);
  const cell = (row: unknown, field: string) => {
    const property = itemSchema?.properties?.[field];
    const record = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    return <bdi dir={valueDirection(property)}>{shownText(record, field, property, undefined, { language, translate: tKey })}</bdi>;
  };
  if (narrow) {
    return (
      <ul className={styles.cards} aria-labelledby={labelledBy}>
        {items.map((item, index) => (
          <li key={index} className={styles.card}>
            <dl className={styles.pairs}>
              {fields.flatMap((field) => [
                <dt key={`${field}-label`} className={styles.header}>{title(field)}</dt>,
                <dd key={`${field}-value`} className={styles.pairValue}>{cell(item, field)}</dd>,
              ])}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroller}>
      <Table size="small" aria-labelledby={labelledBy} className={styles.table}>
        <TableHeader>
          <TableRow>
            {fields.map((field) => <TableHeaderCell key={field} className={styles.header}>{title(field)}</TableHeaderCell>)}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={index}>
              {fields.map((field) => <TableCell key={field}>{cell(item, field)}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
