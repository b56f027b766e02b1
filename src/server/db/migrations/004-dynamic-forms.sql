-- 004: server-driven forms. Tabs and field definitions are entity records (generic shape, data in
-- jsonb) that ministry admins edit; values are one row per (form, record, field) and every change
-- is kept in form_value_history.

CREATE TABLE form_tab_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_tab_records_data_idx ON form_tab_records USING gin (data jsonb_path_ops);

CREATE TABLE form_field_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_field_records_data_idx ON form_field_records USING gin (data jsonb_path_ops);

CREATE TABLE form_values (
  id bigserial PRIMARY KEY,
  form text NOT NULL,
  record bigint NOT NULL,
  field bigint NOT NULL,
  value jsonb,
  extra jsonb,
  errors jsonb,
  owner_id bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (form, record, field)
);

CREATE TABLE form_value_history (
  id bigserial PRIMARY KEY,
  form text NOT NULL,
  record bigint NOT NULL,
  field bigint NOT NULL,
  value jsonb,
  extra jsonb,
  owner_id bigint REFERENCES users (id) ON DELETE SET NULL,
  changed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_value_history_record_idx ON form_value_history (form, record, changed_at DESC);
