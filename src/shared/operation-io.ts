/**
 * What one API operation takes and answers, read off the types openapi-typescript emits for it
 * (`operations[id]` of generated/api/types.ts). generated/api/io.ts applies these to every
 * operation; server handlers and portal calls are typed from there.
 */
import type { components } from '../../generated/api/types.ts';

/** No path parameters, or no query: an empty object (reading a key from it is a type error). */
type None = Record<string, never>;

/** `T` unless it is absent (`never`, `undefined`); then `Else`. */
type Present<T, Else> = [T] extends [never] ? Else : [T] extends [undefined] ? Else : Exclude<T, undefined>;

/** The path parameters (`{id}` and the like), as the server receives them after coercion. */
export type ParamsOf<O> = O extends { parameters: { path?: infer P } } ? Present<P, None> : None;

/** The query parameters, coerced to their declared types, defaults filled in. */
export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Present<Q, None> : None;

/** The JSON body; `undefined` when the operation takes none; `unknown` for a multipart upload (read with `request.file()`). */
export type BodyOf<O> = O extends { requestBody?: infer R }
  ? Present<R, undefined> extends { content: infer C }
    ? C extends { 'application/json': infer B }
      ? B
      : unknown
    : undefined
  : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON of a success answer; `undefined` for one without content; `unknown` for a file (PDF, workbook, image). */
type ContentOf<R> = R extends { content: infer C } ? (C extends { 'application/json': infer B } ? B : unknown) : undefined;

/** The body of the operation's success answer (its 2xx response). */
export type ResponseOf<O> = O extends { responses: infer R } ? ContentOf<R[Extract<keyof R, SuccessStatus>]> : never;

/** A named schema of the spec's components, as a type: `Schema<'User'>`, `Schema<'UserType'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
