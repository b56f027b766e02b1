/** Server settings, read from the environment once at boot and validated. */
import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';

export type Config = {
  port: number;
  host: string;
  /** Folder for the embedded database (`pglite/`) and uploaded files (`files/`). */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Timeouts and the start's retries for the PostgreSQL server (src/server/db/README lines in src/server/README.md). */
  database: DatabaseConfig;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  nodeEnv: 'development' | 'production' | 'test';
  /** Check every JSON response against its declared schema (a mismatch becomes a logged 500). */
  validateResponses: boolean;
  /** Folder of the built portal (`npm run build`). */
  portalDir: string;
  /**
   * Which X-Forwarded-* hops to believe (TRUST_PROXY): false (none, the default), a hop count (1 = one
   * load balancer in front), or the proxies' addresses/CIDRs. Never "everything": a client-written
   * X-Forwarded-For must not choose the IP that rate limits and the audit log see.
   */
  trustProxy: false | number | string[];
  /** Identity settings: lockout, session lifetimes, token lifetimes, login rate limits. */
  identity: IdentityConfig;
  /** SMTP server for the outbox (`smtp://user:pass@host:port`); without it mail is logged and kept for admins. */
  smtpUrl?: string;
  /** Public address of the portal, used in links sent by e-mail. */
  publicUrl: string;
  /** The outbox's delivery worker (src/server/platform/outbox/delivery.ts). */
  outbox: OutboxConfig;
  /** The current time; tests inject a movable clock to expire sessions, tokens and timed transitions. */
  clock: () => Date;
  /** How often the timed workflow transitions run (WORKFLOW_TIMER_SECONDS, default 300; 0 stops them; off under test). */
  workflowTimerMs: number;
  /** Unused uploads and stray bytes: how often they are swept and how old they must be first. */
  orphanFiles: OrphanFilesConfig;
  /** The login form's proof-of-work captcha (ALTCHA). */
  captcha: CaptchaConfig;
  /** Where uploaded bytes live (STORAGE): `${dataDir}/files`, or an S3 bucket several instances share. */
  storage: StorageConfig;
};

/** STORAGE=local (default) keeps uploads in `${DATA_DIR}/files`; STORAGE=s3 in a bucket (platform/files/storage-from-config.ts). */
export type StorageConfig = { kind: 'local' } | S3Config;

/** An S3 bucket, or one on an S3-compatible server; credentials come from the SDK's own environment (AWS_ACCESS_KEY_ID…). */
export type S3Config = {
  kind: 's3';
  /** S3_BUCKET: required with STORAGE=s3, and the portal's alone (the orphan sweep deletes what no file names). */
  bucket: string;
  /** S3_PREFIX: a folder in the bucket (`portal/files`); '' for the bucket's root. */
  prefix: string;
  /** S3_REGION, default us-east-1. */
  region: string;
  /** S3_ENDPOINT: an S3-compatible server (addressed with path-style URLs); AWS when absent. */
  endpoint?: string;
};

/** How long the server waits for PostgreSQL (a `DATABASE_URL` server; PGlite runs in process). */
export type DatabaseConfig = {
  /** Opening one connection may take this long (DATABASE_CONNECT_TIMEOUT_SECONDS, default 10). */
  connectTimeoutMs: number;
  /** One statement may run this long, then the server cancels it (DATABASE_STATEMENT_TIMEOUT_SECONDS, default 60; 0 = no limit). */
  statementTimeoutMs: number;
  /** At start, an unreachable server is tried again, with backoff, for this long before giving up (DATABASE_START_SECONDS, default 60). */
  startMs: number;
};

/** How the delivery worker sends the outbox. */
export type OutboxConfig = {
  /** How often it looks for due messages (OUTBOX_SECONDS, default 30; 0 stops it; off under test). */
  intervalMs: number;
  /** A claimed message is another worker's to retry after this long (OUTBOX_LEASE_SECONDS, default 120). */
  leaseMs: number;
  /** The first retry waits this long, each next one twice as long, at most an hour (OUTBOX_RETRY_SECONDS, default 30). */
  retryMs: number;
};

/** The sweep of files no record uses (src/server/platform/files/orphan-sweep.ts). */
export type OrphanFilesConfig = {
  /** How often it runs (FILE_SWEEP_SECONDS, default 3600; 0 stops it; off under test). */
  intervalMs: number;
  /** An upload left unused this long goes (ORPHAN_FILE_HOURS, default 24): a form filled slowly keeps its files. */
  graceMs: number;
};

/** The self-hosted captcha of the login form. */
export type CaptchaConfig = {
  /** `POST login/` needs a solved challenge (CAPTCHA, default on; the test servers switch it off). */
  enabled: boolean;
  /**
   * Signs the challenges (CAPTCHA_HMAC_KEY, 32+ characters; a random key per process when unset,
   * which is enough for one instance). Never logged, never sent to the browser.
   */
  hmacKey: string;
  /** Whether the key came from the environment (several instances must share one). */
  hmacKeyConfigured: boolean;
  /** PBKDF2 iterations per attempt (CAPTCHA_COST, default 1000). */
  cost: number;
  /** The solver needs up to this many attempts (CAPTCHA_MAX_COUNTER, default 1500; at least half of it). */
  maxCounter: number;
  /** A challenge must be solved and used within this many minutes (CAPTCHA_MINUTES, default 10). */
  minutes: number;
};

/** Numbers that govern sign-in and sessions. */
export type IdentityConfig = {
  /** Consecutive failed logins that lock an account (LOCKOUT_ATTEMPTS, default 5). */
  lockoutAttempts: number;
  /** A session unused this long expires: 15 minutes warning + 5 countdown (SESSION_IDLE_MINUTES, default 20). */
  idleMinutes: number;
  /** Absolute session lifetime (SESSION_HOURS, default 12). */
  sessionHours: number;
  /** Lifetime of password-reset and reactivation links (TOKEN_MINUTES, default 60). */
  tokenMinutes: number;
  /** Login attempts allowed per IP in one window (LOGIN_RATE_LIMIT_IP, default 100 per 5 minutes; 10000 under NODE_ENV=test). */
  loginRateLimitPerIp: number;
  /** Login attempts allowed per account name in one window (LOGIN_RATE_LIMIT_ACCOUNT, default 20; 10000 under test). */
  loginRateLimitPerAccount: number;
  loginRateWindowSeconds: number;
  /** A timed lock after each `lockoutAttempts` failures lasts this long (LOCKOUT_MINUTES, default 15; spec/access/lockout.md). */
  lockoutMinutes: number;
  /** The lock that lasts until the e-mailed reactivation link is this round of timed locks (LOCKOUT_ROUNDS, default 3; 1 = the first). */
  lockoutRounds: number;
};

/** A setting that cannot be used; `main.ts` prints it and exits. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, on or off (got "${value}")`);
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 65535) throw new ConfigError(`PORT must be a number from 1 to 65535 (got "${value}")`);
  return number;
}

function databaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^postgres(ql)?:\/\/.+/.test(value)) throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  return value;
}

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(`${name} must be a whole number of at least 1 (got "${value}")`);
  return Number(value);
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number of seconds, 0 to switch off (got "${value}")`);
  return Number(value);
}

/** TRUST_PROXY: off, a hop count, or a comma-separated list of proxy addresses (IPv4/IPv6, CIDR allowed). */
function trustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value === '' || /^(false|0|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^(true|yes|on)$/i.test(value)) {
    throw new ConfigError('TRUST_PROXY=true would let any client choose its own IP; give the number of proxies in front (1) or their addresses');
  }
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  const bad = addresses.find((a) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a));
  if (bad) throw new ConfigError(`TRUST_PROXY must be a number of proxies or their addresses, comma-separated (got "${bad}")`);
  return addresses;
}

function smtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^smtps?:\/\/.+/.test(value)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  return value;
}

function captchaKey(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32) throw new ConfigError('CAPTCHA_HMAC_KEY must have at least 32 characters');
  return value;
}

const STORAGES = ['local', 's3'] as const;
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function s3Endpoint(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // The value is not echoed: a mistyped one may hold a secret.
  if (!url || !/^https?:$/.test(url.protocol)) throw new ConfigError('S3_ENDPOINT must be an http:// or https:// address, such as http://127.0.0.1:9000');
  if (url.username || url.password) throw new ConfigError('S3_ENDPOINT must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  return value;
}

/** STORAGE and, for s3, its bucket settings; the S3_ variables are read only with STORAGE=s3. */
function storage(env: NodeJS.ProcessEnv): StorageConfig {
  if (oneOf('STORAGE', env.STORAGE, STORAGES, 'local') === 'local') return { kind: 'local' };
  const bucket = env.S3_BUCKET ?? '';
  if (bucket === '') throw new ConfigError('S3_BUCKET must name the bucket when STORAGE=s3');
  if (!BUCKET.test(bucket)) throw new ConfigError(`S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}")`);
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as eu-central-1 (got "${region}")`);
  const endpoint = s3Endpoint(env.S3_ENDPOINT);
  return { kind: 's3', bucket, prefix: env.S3_PREFIX ?? '', region, ...(endpoint ? { endpoint } : {}) };
}

const folder = (value: string | undefined, fallback: string) => {
  const path = value === undefined || value === '' ? fallback : value;
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
};

/** Parses and validates the environment; throws ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, NODE_ENVS, 'development');
  const url = databaseUrl(env.DATABASE_URL);
  return {
    port: port(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: folder(env.DATA_DIR, './data'),
    ...(url ? { databaseUrl: url } : {}),
    database: {
      connectTimeoutMs: count('DATABASE_CONNECT_TIMEOUT_SECONDS', env.DATABASE_CONNECT_TIMEOUT_SECONDS, 10) * 1000,
      statementTimeoutMs: seconds('DATABASE_STATEMENT_TIMEOUT_SECONDS', env.DATABASE_STATEMENT_TIMEOUT_SECONDS, 60) * 1000,
      startMs: seconds('DATABASE_START_SECONDS', env.DATABASE_START_SECONDS, 60) * 1000,
    },
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, 'info'),
    nodeEnv,
    validateResponses: flag('VALIDATE_RESPONSES', env.VALIDATE_RESPONSES, nodeEnv !== 'production'),
    portalDir: folder(env.PORTAL_DIR, 'dist/portal'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    identity: {
      lockoutAttempts: count('LOCKOUT_ATTEMPTS', env.LOCKOUT_ATTEMPTS, 5),
      idleMinutes: count('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 20),
      sessionHours: count('SESSION_HOURS', env.SESSION_HOURS, 12),
      tokenMinutes: count('TOKEN_MINUTES', env.TOKEN_MINUTES, 60),
      loginRateLimitPerIp: count('LOGIN_RATE_LIMIT_IP', env.LOGIN_RATE_LIMIT_IP, nodeEnv === 'test' ? 10_000 : 100),
      loginRateLimitPerAccount: count('LOGIN_RATE_LIMIT_ACCOUNT', env.LOGIN_RATE_LIMIT_ACCOUNT, nodeEnv === 'test' ? 10_000 : 20),
      loginRateWindowSeconds: count('LOGIN_RATE_WINDOW_SECONDS', env.LOGIN_RATE_WINDOW_SECONDS, 300),
      lockoutMinutes: count('LOCKOUT_MINUTES', env.LOCKOUT_MINUTES, 15),
      lockoutRounds: count('LOCKOUT_ROUNDS', env.LOCKOUT_ROUNDS, 3),
    },
    ...(smtpUrl(env.SMTP_URL) ? { smtpUrl: env.SMTP_URL } : {}),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port(env.PORT)}`).replace(/\/$/, ''),
    outbox: {
      intervalMs: seconds('OUTBOX_SECONDS', env.OUTBOX_SECONDS, nodeEnv === 'test' ? 0 : 30) * 1000,
      leaseMs: count('OUTBOX_LEASE_SECONDS', env.OUTBOX_LEASE_SECONDS, 120) * 1000,
      retryMs: count('OUTBOX_RETRY_SECONDS', env.OUTBOX_RETRY_SECONDS, 30) * 1000,
    },
    clock: () => new Date(),
    workflowTimerMs: seconds('WORKFLOW_TIMER_SECONDS', env.WORKFLOW_TIMER_SECONDS, nodeEnv === 'test' ? 0 : 300) * 1000,
    orphanFiles: {
      intervalMs: seconds('FILE_SWEEP_SECONDS', env.FILE_SWEEP_SECONDS, nodeEnv === 'test' ? 0 : 3600) * 1000,
      graceMs: count('ORPHAN_FILE_HOURS', env.ORPHAN_FILE_HOURS, 24) * 3_600_000,
    },
    captcha: {
      enabled: flag('CAPTCHA', env.CAPTCHA, true),
      hmacKey: captchaKey(env.CAPTCHA_HMAC_KEY) ?? randomBytes(32).toString('hex'),
      hmacKeyConfigured: captchaKey(env.CAPTCHA_HMAC_KEY) !== undefined,
      cost: count('CAPTCHA_COST', env.CAPTCHA_COST, 1000),
      maxCounter: count('CAPTCHA_MAX_COUNTER', env.CAPTCHA_MAX_COUNTER, 1500),
      minutes: count('CAPTCHA_MINUTES', env.CAPTCHA_MINUTES, 10),
    },
    storage: storage(env),
  };
}
