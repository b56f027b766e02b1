/** Starts the server: config → database → migrations → demo seed → listen. */
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase, targetOf } from './db/open-database.ts';
import { demoFtUsers } from './db/seed/demo-ft-users.ts';
import { DEMO_PASSWORD, demoUsers } from './db/seed/demo-users.ts';
import { seedIfEmpty } from './db/seed/seed-demo.ts';
import { modules } from './modules/index.ts';
import { localStorage } from './platform/files/local-storage.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function printWelcome(port: number, seeded: boolean): void {
  console.log(`\nPortal: http://localhost:${port}/portal/`);
  console.log(`API:    http://localhost:${port}/api/v1/health${seeded ? '  (demo data loaded)' : ''}\n`);
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  console.table([...demoUsers, ...demoFtUsers].map(({ username, user_type, name }) => ({ username, user_type, name })));
}

const config = readConfig();
const db = await openDatabase(targetOf(config));
await migrate(db);
const storage = localStorage(join(config.dataDir, 'files'));
const seeded = await seedIfEmpty(db, storage, modules);
const app = await buildApp({ config, db, storage, modules });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => db.close()).then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
if (config.nodeEnv === 'production' && config.captcha.enabled && !config.captcha.hmacKeyConfigured) {
  app.log.warn('CAPTCHA_HMAC_KEY is not set: each instance signs login challenges with its own random key (set one shared key behind a load balancer)');
}
printWelcome(config.port, seeded);
