/**
 * What a portal call of one operation sends and gets back, read off generated/api/io.ts (the
 * same table the server's handlers are typed from): a wrong operation id, a missing path
 * parameter or a body the spec does not declare fails typecheck (tests/types/portal-call-types.ts).
 */
import type { OperationIO } from '../../../generated/api/io.ts';
import type { OperationId } from '../../../generated/api/operations.ts';

type IO<Id extends OperationId> = OperationIO[Id];

/** Nothing: what an operation without path parameters, query or body asks for. */
type Nothing = Record<never, never>;

/** `{ [key]: T }`, optional when `T` has no required member (no path parameters, an all-optional query). */
type Part<Key extends string, T> = Nothing extends T ? { [K in Key]?: T } : { [K in Key]: T };

/** Path parameters as a URL carries them: a numeric one may also be the digits of a route param. */
type UrlParams<P> = { [K in keyof P]: [P[K]] extends [never] ? never : P[K] extends number ? P[K] | string : P[K] };

/** The JSON body: none for an operation that takes none; otherwise as the spec declares it. */
type BodyPart<B> = [B] extends [undefined] ? { body?: undefined } : undefined extends B ? { body?: B } : { body: B };

/** What a call of `Id` sends: its path parameters, query and JSON body, as the spec declares them. */
export type OperationInit<Id extends OperationId> = Part<'params', UrlParams<IO<Id>['params']>> & Part<'query', IO<Id>['query']> & BodyPart<IO<Id>['body']>;

/** `callOperation`'s `init` argument (optional when the operation needs nothing), then the arguments `More`. */
export type InitArgs<Id extends OperationId, More extends unknown[] = []> = Nothing extends OperationInit<Id>
  ? [init?: OperationInit<Id>, ...More]
  : [init: OperationInit<Id>, ...More];

/** The JSON body `Id` takes, for data a generic form built and checked against the same schema. */
export type RequestBody<Id extends OperationId> = IO<Id>['body'];

/** The body of `Id`'s success answer (`undefined` for one without content). */
export type AnswerOf<Id extends OperationId> = IO<Id>['response'];

/** The operations that take a file (a multipart body): what `uploadFile` calls. */
export type UploadOperationId = { [Id in OperationId]: unknown extends IO<Id>['body'] ? Id : never }[OperationId];
