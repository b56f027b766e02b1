/** What the record factories of the authorization matrix share: their signature and how a record is shaped to a scope. */
import type { JsonSchema } from '../../../src/shared/spec-model.ts';
import type { TestApp } from '../harness.ts';

/** One condition of a scope of spec/access/scopes.yaml. */
export type Condition = {
  field: string; equals?: unknown; in?: unknown[]; contains?: 'user.type' | 'user.id'; is?: 'user.id'; bound?: string[];
  within?: { bound: string[]; field: string };
  listed?: { table: string; key: string; right: string };
  either?: Condition[];
};

/** A country no demo mission is accredited for: outside every `within` list of accredited countries. */
const UNACCREDITED_COUNTRY = 'AQ';

/** The user the matrix calls as: id, user type and permissions. */
export type Caller = { id: number; type: string; permissions: string[] };

/** A multipart file part (the request's only file). */
export type UploadPart = { field: string; name: string; type: string; bytes: Buffer };

/** What a call sends besides the record's id: other path parameters, query, JSON body or one uploaded file. */
export type RequestParts = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  upload?: UploadPart;
};

/** A record made for the matrix: the id the operation's `{id}` names, its stored data, and what a call on it must send. */
export type MadeRecord = { id: number; data: Record<string, unknown>; request?: RequestParts };

/** The running app, and a session of any user the factories may act as (the caller or `someoneElse`). */
export type FactoryContext = { t: TestApp; tokenOf(userId: number): string };

/** Makes a record the caller's scope reaches ('own') or does not ('other'); undefined when it cannot. */
export type RecordFactory = (ctx: FactoryContext, conditions: Condition[], caller: Caller, kind: 'own' | 'other', someoneElse: number) => Promise<MadeRecord | undefined>;

/** The entity number of the caller's first `name_{n}` permission among `names`. */
export function boundNumber(caller: Caller, names: string[]): number | undefined {
  for (const permission of caller.permissions) {
    const match = /^(.+)_(\d+)$/.exec(permission);
    if (match && names.includes(match[1]!)) return Number(match[2]);
  }
  return undefined;
}

/**
 * Shapes record data and owner so that every condition holds (own) or none does (other). Outside an
 * `in` list, an enum field of `schema` takes another of its values (a state the record may really be
 * in), so the record is one the server can still show to those who reach it.
 */
export function shape(template: Record<string, unknown>, conditions: Condition[], caller: Caller, kind: 'own' | 'other', someoneElse: number, schema?: JsonSchema) {
  const data = { ...template };
  let owner = kind === 'own' ? caller.id : someoneElse;
  for (const c of conditions.flatMap((c) => (c.either ? (kind === 'own' ? [c.either[0]!] : c.either) : [c]))) {
    // Own: the first alternative of `either` holds; other: none of them does.
    if (c.listed) continue; // nobody is on a people list (a ticket's CCs) the factories make
    if (c.within) {
      if (kind === 'other') data[c.field] = UNACCREDITED_COUNTRY;
    } else if (c.is) {
      if (c.field === 'created_by') owner = kind === 'own' ? caller.id : someoneElse;
      else data[c.field] = kind === 'own' ? caller.id : someoneElse;
    } else if (c.bound) {
      if (c.field === 'id') continue; // decided by which record is used (see resourceFactory)
      const n = boundNumber(caller, c.bound) ?? 0;
      data[c.field] = kind === 'own' ? n : n + 1000;
    } else if (c.in) {
      const first = c.in[0];
      const listed = c.in.map(String);
      const outside = schema?.properties?.[c.field]?.enum?.find((value) => !listed.includes(String(value)));
      data[c.field] = kind === 'own' ? first : (outside ?? (typeof first === 'number' ? Math.max(...(c.in as number[])) + 1000 : `${String(first)}-other`));
    } else if (c.contains) {
      const value = c.contains === 'user.type' ? caller.type : caller.id;
      const list = ((data[c.field] as unknown[]) ?? []).filter((v) => v !== value);
      data[c.field] = kind === 'own' ? [...list, value] : list;
    } else {
      data[c.field] = kind === 'own' ? c.equals : typeof c.equals === 'boolean' ? !c.equals : `${String(c.equals)}-other`;
    }
  }
  return { data, owner };
}

/** The factory's records, each also sending `request` (merged over what the record itself brings). */
export function withRequest(factory: RecordFactory, request: RequestParts): RecordFactory {
  return async (...args) => {
    const made = await factory(...args);
    return made && { ...made, request: { ...request, ...made.request } };
  };
}
