/** Builds the Fastify app: plugins in a fixed order, external → platform → routes → static. */
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { operationSchemas } from '../../generated/api/operation-schemas.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { assembleModules } from './platform/assemble-modules.ts';
import { coverageProblems } from './platform/coverage.ts';
import { missingEntityTables } from './platform/entity-tables.ts';
import { loadFieldColumns } from './platform/resources/field-columns.ts';
import { missingTransitionHooks } from './platform/workflow/transition-hooks.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import { handleClientError } from './platform/client-errors.ts';
import { registerInputText } from './platform/input-text.ts';
import { logStream, registerAccessLog } from './platform/access-log.ts';
import { serverLogger } from './platform/server-logger.ts';
import type { FileStorage } from './platform/files/storage.ts';
import type { ServerModule } from './platform/module.ts';
import { registerRequestDecorations } from './platform/request-decorations.ts';
import './platform/request-context.ts';
import { registerOperations, takesUpload } from './platform/routes.ts';
import { lazySerializerCompiler, lazyValidatorCompiler } from './lazy-schema-compilers.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerOriginCheck } from './platform/origin-check.ts';
import { trustProxyOption } from './platform/trusted-proxies.ts';
import { registerPortal } from './platform/static.ts';
import { startTimedScheduler } from './platform/workflow/timed-scheduler.ts';
import { startOrphanSweep } from './platform/files/orphan-sweep.ts';
import { startOutboxWorker } from './platform/outbox/delivery.ts';
import { registerLiveNotices } from './platform/live/live-notices.ts';

export type AppOptions = {
  config: Config;
  db: Database;
  storage: FileStorage;
  /** The domain modules the app serves (src/server/modules/index.ts). */
  modules: readonly ServerModule[];
  /** Fastify logger options; defaults to the configured level, lines holding no secret (platform/server-logger.ts). */
  logger?: FastifyServerOptions['logger'];
};

const JSON_BODY_LIMIT = 1024 * 1024;
const largestUpload = Math.max(0, ...Object.values(operationSchemas).map((spec) => spec.upload?.maxBytes ?? 0));

/** A ready-to-listen app on a migrated database; refuses to build when the spec and code disagree. */
export async function buildApp({ config, db, storage, modules, logger }: AppOptions): Promise<FastifyInstance> {
  const assembled = assembleModules(modules);
  const problems = [
    ...assembled.problems,
    ...coverageProblems(assembled.handlers),
    ...(await missingEntityTables(db)).map((t) => `table missing for ${t}`),
    ...missingTransitionHooks(assembled.transitionHooks),
  ];
  if (problems.length) throw new Error(`The server cannot serve the spec:\n  ${problems.join('\n  ')}`);
  await loadFieldColumns(db);

  const app = Fastify({
    logger: logger ?? serverLogger(config.logLevel, logStream()),
    // One access-log line per request (registerAccessLog), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    clientErrorHandler: handleClientError,
  });
  // Compiled on each route's first use, not all at ready (lazy-schema-compilers.ts).
  app.setValidatorCompiler(lazyValidatorCompiler);
  app.setSerializerCompiler(lazySerializerCompiler);

  // 1. External plugins (multipart: with the upload routes, step 3).
  await app.register(fastifyCookie);

  // 2. Platform: injected services, request state, headers, errors, access, contract checks.
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', storage);
  app.decorate('modules', assembled);
  registerAccessLog(app);
  registerRequestDecorations(app);
  registerLiveNotices(app);
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerOriginCheck(app);
  registerInputText(app);

  // 3. Every operation of the spec, each with its access check, confidential fields and (VALIDATE_RESPONSES)
  // response validation as hooks of its route (platform/operation-hooks.ts). The uploads in a context
  // of their own with the multipart plugin, whose hooks (a 'close' listener on every answer, an async
  // clean-up after it) every other request paid for nothing; elsewhere a multipart body is taken as
  // before, unread (the route's body schema then refuses it).
  registerOperations(app, assembled.handlers, assembled.resourceHooks, config.validateResponses, (operationId) => !takesUpload(operationId));
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  await app.register(async (uploads) => {
    uploads.removeContentTypeParser('multipart/form-data');
    await uploads.register(fastifyMultipart, { limits: { fileSize: largestUpload, files: 1, fields: 20, fieldSize: 100_000, parts: 25 } });
    registerOperations(uploads, assembled.handlers, assembled.resourceHooks, config.validateResponses, takesUpload);
  });

  // 4. The built portal.
  await registerPortal(app, config.portalDir);

  // 5. Background work (stopped on close): the timed workflow transitions, the sweep of unused files, the outbox.
  if (config.workflowTimerMs > 0) startTimedScheduler(app, config.workflowTimerMs, config.clock);
  if (config.outbox.intervalMs > 0) startOutboxWorker(app, config.outbox.intervalMs);
  if (config.orphanFiles.intervalMs > 0) startOrphanSweep(app, config.orphanFiles, config.clock);

  await app.ready();
  return app;
}
