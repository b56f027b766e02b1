/** The shape of an operation handler, generic or bespoke. */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Handles one API operation; the resolved value is the response body (undefined when the reply was sent). */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Bespoke handlers of a module, keyed by operationId. */
export type HandlerMap = Record<string, OperationHandler>;
