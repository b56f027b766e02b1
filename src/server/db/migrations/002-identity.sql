-- 002: identity. Lockout and profile columns on users, one-time tokens (password reset,
-- reactivation, OTP), the outbox of e-mail and SMS, the audit log, user state logs, groups and
-- departments. Tokens and OTP codes are stored only as sha256 hashes.

ALTER TABLE users
  ADD COLUMN failed_logins integer NOT NULL DEFAULT 0,
  ADD COLUMN locked_at timestamptz,
  ADD COLUMN phone text,
  ADD COLUMN visible boolean NOT NULL DEFAULT true,
  ADD COLUMN ft_department text,
  ADD COLUMN department_id bigint,
  ADD COLUMN authentication_required boolean NOT NULL DEFAULT false,
  ADD COLUMN groups jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN created_by bigint REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX users_groups_idx ON users USING gin (groups jsonb_path_ops);

ALTER TABLE sessions ADD COLUMN verified_at timestamptz; -- second factor (OTP / PACI) passed

CREATE TABLE user_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'reactivation', 'mobile_otp', 'link')),
  secret_hash text, -- mobile_otp: sha256 of the 6-digit code; link: sha256 of the operationId it opens
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  template text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  language text NOT NULL DEFAULT 'ar',
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX outbox_pending_idx ON outbox (id) WHERE sent_at IS NULL;

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id bigint REFERENCES users (id) ON DELETE SET NULL,
  actor_username text,
  action text NOT NULL,
  target text,
  ip text,
  user_agent text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);

CREATE TABLE user_state_logs (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('active', 'inactive', 'locked', 'unlocked', 'transferred')),
  changed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_state_logs_user_idx ON user_state_logs (user_id, created_at DESC);

CREATE TABLE groups (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE departments (
  id bigserial PRIMARY KEY,
  name_en text NOT NULL,
  name_ar text NOT NULL
);

INSERT INTO groups (name) VALUES ('Admin'), ('Admin Observer'), ('Staff'), ('Fund Transfer');
INSERT INTO departments (name_en, name_ar) VALUES
  ('Charities Department', 'إدارة الجمعيات'),
  ('Fund Transfer Department', 'إدارة التحويلات المالية'),
  ('Permissions', 'الصلاحيات');
