/**
 * `overview/figures/`: every figure of spec/screens (`figures:`) the caller may see, in one answer,
 * so the overview and the dashboard ask once instead of once per operation (issue 19 item 7). Each
 * figure is answered as its own operation would answer the caller: only when that operation's rule
 * grants the caller's user type a scope (deny by default), under that scope, a list by the `count`
 * its page would carry, a statistic by the operation's own handler. A figure whose number the
 * answer leaves out (a registry `overview/` does not total for the caller) is left out too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operations } from '../../../../generated/api/operations.ts';
import { figures } from '../../../../generated/screens/figures.ts';
import type { OperationDescriptor } from '../../../shared/spec-model.ts';
import { grantedScope } from '../../platform/access/access-rules.ts';
import type { Handler } from '../../platform/handler.ts';
import { requireUser, type GrantedScope } from '../../platform/request-context.ts';
import { listedCount } from '../../platform/resources/listed-records.ts';

type Answer = Record<string, unknown> | undefined;
type Figure = (typeof figures)[number];

/** The caller's request as `figure`'s operation receives it: that operation's scope and the figure's query. */
const requestOf = (request: FastifyRequest, scope: GrantedScope, figure: Figure): FastifyRequest =>
  Object.create(request, { scope: { value: scope }, query: { value: { ...figure.query } } }) as FastifyRequest;

/** The answer of `figure`'s operation to the caller, under the scope its rule grants them. */
async function answerOf(request: FastifyRequest, reply: FastifyReply, figure: Figure, scope: GrantedScope): Promise<Answer> {
  const operation = operations[figure.operation] as OperationDescriptor;
  if (operation.resource?.action === 'list') return { count: await listedCount(request, figure.operation, scope, figure.query) };
  const handler = request.server.modules.handlers[figure.operation];
  if (!handler) throw new Error(`figure ${figure.key}: ${figure.operation} has no handler`);
  return (await handler(requestOf(request, scope, figure), reply)) as Answer;
}

export const getOverviewFigures: Handler<'getOverviewFigures'> = async (request, reply) => {
  const user = requireUser(request.user);
  // Figures of one call (operation and query) share its answer, as the portal's calls did.
  const calls = new Map<string, Promise<Answer>>();
  const totals = await Promise.all(
    figures.map(async (figure): Promise<[string, number] | undefined> => {
      const scope = grantedScope(figure.operation, user);
      if (!scope) return undefined;
      const key = JSON.stringify([figure.operation, figure.query ?? {}]);
      if (!calls.has(key)) calls.set(key, answerOf(request, reply, figure, scope));
      const total = (await calls.get(key)!)?.[figure.field ?? 'count'];
      return typeof total === 'number' ? [figure.key, total] : undefined;
    }),
  );
  return Object.fromEntries(totals.filter((entry) => entry !== undefined));
};
