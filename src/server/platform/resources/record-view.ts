/** Turns entity rows into API records: `{id, ...data, created, version?, <file fields>}`. */
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { filesRepository } from '../files/files-repository.ts';
import { fileView, type FileView } from '../files/file-view.ts';
import type { EntityBinding } from './entities.ts';
import type { ListedRow } from './records-repository.ts';
import { withNames } from './reference-names.ts';

export type ApiRecord = Record<string, unknown> & { id: number };

/**
 * A copy of a record's stored data to build its API record on. Object.assign copies an object parsed
 * from JSON about ten times faster than a spread (`{ ...data }`), which a list page paid per record
 * (issue 21 item 5); but it sets `__proto__` where a spread defines it, so data holding that key
 * (never written through the API: its JSON parser refuses the key) is still copied by a spread.
 */
const copyOf = (data: Record<string, unknown>): Record<string, unknown> => (Object.hasOwn(data, '__proto__') ? { ...data } : Object.assign({}, data));

/**
 * API records for the rows, in order, each with its file fields filled from `files`. `T` is the
 * record's type as the spec declares it (`Schema<'ForeignEntity'>`), a typed read as `db.query<T>`
 * is: the data was checked against the entity's schema when written, and answers are checked
 * against the spec where responses are validated (every test run). Given the caller's `language`,
 * each record also names what it points at (`reference-names.ts`). `owned`: the rows were read for
 * these views alone (a list page's), so each record is built on its row's `data` itself rather than
 * on a copy (14 µs of copying a 10-row page of 45 fields, and its garbage; issue 21 item 5).
 */
export async function recordViews<T extends object = ApiRecord>(q: Queryable, entity: EntityBinding, rows: ListedRow[], language?: Language, owned = false): Promise<NoInfer<T>[]> {
  const fileFields = Object.entries(entity.files);
  const declaresVersion = entity.schema.properties?.version !== undefined;
  const ids = rows.map((row) => Number(row.id));
  // Rows of a list page bring their files along (records-repository.ts); others are asked here.
  const brought = rows.every((row) => row._files);
  const files = !fileFields.length || !ids.length ? [] : brought ? rows.flatMap((row) => row._files!) : await filesRepository(q).ofOwners(entity.name, ids);
  const records = rows.map((row) => {
    const id = Number(row.id);
    const record = (owned ? row.data : copyOf(row.data)) as ApiRecord;
    record.id = id;
    record.created = new Date(row.created_at).toISOString();
    // Workflow records show their version, so a client can act on exactly what it displayed.
    if (declaresVersion) record.version = row.version;
    for (const [field, rule] of fileFields) {
      record[field] = files
        .filter((file) => Number(file.owner_id) === id && file.field === field)
        .map((file): FileView => fileView(file, rule.download));
    }
    return record as T;
  });
  // Rows of a list page bring the names of what they point at too.
  const names = rows.every((row) => row._names) ? rows.map((row) => row._names!) : undefined;
  return language ? withNames(q, entity, records, language, names) : records;
}

/** The API record of one row. */
export async function recordView<T extends object = ApiRecord>(q: Queryable, entity: EntityBinding, row: ListedRow, language?: Language): Promise<NoInfer<T>> {
  return (await recordViews<T>(q, entity, [row], language))[0]!;
}
