-- 011: Kuwaiti (local) entities, their categories and their change log (issue 13). A local entity's
-- id is the `n` of a user's `local_entity_{n}` permission and the `local_entity` of fund transfers.

CREATE TABLE local_entity_category_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_entity_category_records_data_idx ON local_entity_category_records USING gin (data jsonb_path_ops);

CREATE TABLE local_entity_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_entity_records_data_idx ON local_entity_records USING gin (data jsonb_path_ops);
CREATE INDEX local_entity_records_created_at_idx ON local_entity_records (created_at DESC, id DESC);
CREATE INDEX local_entity_records_category_idx ON local_entity_records ((data->>'category'), created_at DESC, id DESC);
-- The list search (x-search: name, name_en, name_ar, email): trigram matching on the normalised text.
-- The expression must stay the one list-query.ts builds.
CREATE INDEX local_entity_records_search_idx ON local_entity_records USING gin (
  portal_normalize(coalesce(data->>'name', '') || ' ' || coalesce(data->>'name_en', '') || ' ' || coalesce(data->>'name_ar', '') || ' ' || coalesce(data->>'email', '')) gin_trgm_ops
);
-- Duplicate checks compare names and e-mails normalised.
CREATE INDEX local_entity_records_email_idx ON local_entity_records (lower(data->>'email'));

-- Who created, changed or deleted a local entity, and what changed. No foreign key: the log of a
-- deleted entity stays.
CREATE TABLE local_entity_log (
  id bigserial PRIMARY KEY,
  local_entity bigint NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  changed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_entity_log_entity_idx ON local_entity_log (local_entity, created_at DESC, id DESC);
