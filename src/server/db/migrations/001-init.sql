-- 001: users and sessions, uploaded files, and the records table of each entity with `x-table`.
-- Entity attributes live in `data` (jsonb) so a new field in spec/entities needs no migration.

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  name text NOT NULL,
  email text,
  user_type text NOT NULL,
  password_hash text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  last_login timestamptz,
  permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
  menu_permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE sessions (
  token_hash text PRIMARY KEY, -- sha256 hex of the token; the token itself is never stored
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE files (
  id bigserial PRIMARY KEY,
  owner_entity text NOT NULL,
  owner_id bigint, -- null until the file is attached to a record
  field text NOT NULL,
  name text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL,
  sha256 text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_owner_idx ON files (owner_entity, owner_id);

CREATE TABLE reference_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reference_records_data_idx ON reference_records USING gin (data jsonb_path_ops);
CREATE INDEX reference_records_created_at_idx ON reference_records (created_at DESC);
