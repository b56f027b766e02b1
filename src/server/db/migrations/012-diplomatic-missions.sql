-- 012: diplomatic missions (embassies, general consulates, permanent missions), a record table like
-- the others; users are bound to a mission by an `embassy_mission_{n}`-style permission (n = id).
CREATE TABLE diplomatic_mission_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX diplomatic_mission_records_data_idx ON diplomatic_mission_records USING gin (data jsonb_path_ops);
CREATE INDEX diplomatic_mission_records_created_at_idx ON diplomatic_mission_records (created_at DESC, id DESC);
-- Per-type lists, newest first.
CREATE INDEX diplomatic_mission_records_type_idx ON diplomatic_mission_records ((data->>'type'), created_at DESC, id DESC);
