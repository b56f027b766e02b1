import { Link } from 'react-router-dom';
import type { ListColumn } from '../../lib/screen-descriptors.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { valueDirection } from '../../../shared/format/value-direction.ts';
import { propertySchema } from '../../../shared/format/property-schema.ts';
import { shownText } from '../../../shared/display/shown-text.ts';
import { FileLinks, type FileValue } from '../screens/file-links.tsx';
import type { ListRow } from './list-features.ts';
import { useListTexts } from './list-texts.ts';

// Route params a link may take from its row: the row's plain values (`id`, `uid`, …).
function linkParams(row: ListRow): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(row).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
  );
}

/** The translated label of a column, for its header. */
export function ListHeaderLabel({ column }: { column: ListColumn }) {
  return <>{useListTexts().tKey(column.label)}</>;
}

/** One formatted cell; a `link` column opens the linked route for the row's record. */
export function ListCell({ column, entity, row }: { column: ListColumn; entity: string; row: ListRow }) {
  const { tKey, language } = useListTexts();
  const schema = propertySchema(entity, column.field);
  // The files of an `x-files` column (an awqaf request's documents) download from the cell, as on a detail page.
  const files = row[column.field];
  if (schema?.['x-files'] && Array.isArray(files)) return <FileLinks files={files as FileValue[]} />;
  const text = shownText(row, column.field, schema, column.format, { language, translate: tKey });
  // <bdi>: a value in the other script (a phone number, a Latin name) keeps its own order in RTL.
  if (!column.link || row.id === undefined || text === '') return <bdi dir={valueDirection(schema)}>{text}</bdi>;
  return (
    <Link to={pathOf(column.link, linkParams(row))}>
      <bdi dir={valueDirection(schema)}>{text}</bdi>
    </Link>
  );
}
