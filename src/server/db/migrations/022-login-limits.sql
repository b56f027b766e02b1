-- Login rate limits and lockout counters in the database, so several instances share them
-- (src/server/platform/auth/rate-limits.ts, login-failures.ts). Captcha replay checks already
-- live here (captcha_uses, 009).

-- One fixed window per key (`ip:…`, `account:…`, `old-password:…`): hits counted since window_start.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

-- Failed logins per account name (lower case), whether or not an account has that name, so the
-- answers for known and unknown names are the same (spec/access/lockout.md).
CREATE TABLE login_failures (
  name text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,   -- consecutive failures since the last timed lock ended
  rounds integer NOT NULL DEFAULT 0,     -- timed locks so far; the last round is the lasting lock
  locked_until timestamptz,              -- a timed lock
  locked boolean NOT NULL DEFAULT false, -- the lasting lock of a name (an account's is users.locked_at)
  updated_at timestamptz NOT NULL
);
CREATE INDEX login_failures_updated_idx ON login_failures (updated_at);
