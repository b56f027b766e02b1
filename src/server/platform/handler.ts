/** The shape of an operation handler, generic or bespoke. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationIO } from '../../../generated/api/io.ts';
import type { OperationId } from '../../../generated/api/operations.ts';

/** A request to operation `K`: its path parameters, query and body typed as the spec declares them (after validation). */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: OperationIO[K]['params'];
  Querystring: OperationIO[K]['query'];
  Body: OperationIO[K]['body'];
}>;

/**
 * Handles operation `K`: resolves to the spec's success answer, or to the reply when it sent one
 * itself (a file, a redirect), or to nothing when the answer has no content.
 */
export type Handler<K extends OperationId> = (request: OperationRequest<K>, reply: FastifyReply) => Promise<OperationIO[K]['response'] | FastifyReply | void>;

/** A module's bespoke handlers, keyed by operationId: an unknown id, or a wrong input or answer, fails `npm run typecheck`. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** A handler for whichever operation it is registered under (the platform's generic ones: resources, workflows, files). */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers built at runtime for operations named in the spec (an `x-files` download, a workflow event). */
export type HandlerMap = Record<string, OperationHandler>;

/**
 * Typed handlers as the router holds them. The one place their types are let go: the router calls
 * each under its own operationId, after Fastify has validated the request against that operation's
 * schemas, which is what `OperationRequest<K>` declares.
 */
export const routable = (handlers: Handlers): HandlerMap => handlers as unknown as HandlerMap;
