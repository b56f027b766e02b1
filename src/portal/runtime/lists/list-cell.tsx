import { Link } from 'react-router-dom';
import type { ListColumn } from '../../../shared/spec-model.ts';
import { pathOf } from '../../app/route-paths.ts';
import { useT } from '../../lib/i18n.ts';
import { formatValue } from '../format/format-value.ts';
import { propertySchema } from '../format/property-schema.ts';
import type { ListRow } from './list-features.ts';

// Route params a link may take from its row: the row's plain values (`id`, `uid`, …).
function linkParams(row: ListRow): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(row).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
  );
}

/** The translated label of a column, for its header. */
export function ListHeaderLabel({ column }: { column: ListColumn }) {
  return <>{useT().tKey(column.label)}</>;
}

/** One formatted cell; a `link` column opens the linked route for the row's record. */
export function ListCell({ column, entity, row }: { column: ListColumn; entity: string; row: ListRow }) {
  const { tKey, language } = useT();
  const schema = propertySchema(entity, column.field);
  const text = formatValue(row[column.field], column.format, { language, translate: tKey, schema });
  if (!column.link || row.id === undefined || text === '') return <>{text}</>;
  return <Link to={pathOf(column.link, linkParams(row))}>{text}</Link>;
}
