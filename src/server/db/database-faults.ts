/** Telling a database that cannot be reached from a statement that failed, and saying so in one line. */

type Failure = { code?: unknown; message?: unknown; address?: unknown; port?: unknown; hostname?: unknown };

// SQLSTATE classes and codes that say the server, not the statement, is the problem: connection
// exceptions (08), shutdown (57P01–57P03), too many connections (53300), a statement cancelled by
// statement_timeout (57014).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300|57014)$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// pg and pg-pool signal lost connections and timeouts by message only.
const UNAVAILABLE_MESSAGE = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed|PGlite is closed|Cannot use a pool after calling end/i;

/** True when `error` means the database is down, unreachable or stalled (the request may succeed later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as Failure;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

/** `postgres://user:secret@db:5432/portal` → `db:5432/portal` (never the password); anything else as it is (`PGlite`). */
export function serverOf(url: string): string {
  if (!/^postgres(ql)?:/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

/** One line for an operator: what went wrong reaching `url`, without a stack trace or the password. */
export function describeDatabaseFailure(error: unknown, url: string): string {
  const { code, message } = (error ?? {}) as Failure;
  const where = serverOf(url);
  const text = typeof message === 'string' ? message.split('\n')[0]! : String(error);
  switch (code) {
    case 'ECONNREFUSED':
      return `nothing listens at ${where} (connection refused)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host of ${where} is not known`;
    case '3D000':
      return `${text} at ${where}`;
    case '28P01':
    case '28000':
      return `${where} refused the user name or password (${text})`;
    default:
      if (/timeout/i.test(text)) return `${where} did not answer in time (${text})`;
      return `${where}: ${text}`;
  }
}
