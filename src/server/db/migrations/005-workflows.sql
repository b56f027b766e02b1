-- 005: the workflow runtime. One state-log row per state change of any workflow, the outbox of
-- notifications a transition leaves, and the first table of a workflow entity (safe travel).
-- A record's state lives in its `data` (the workflow's field); `version` guards concurrent changes.

CREATE TABLE state_logs (
  id bigserial PRIMARY KEY,
  workflow text NOT NULL,
  record_id bigint NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL, -- null for timed (system) transitions
  role text NOT NULL,
  from_state text NOT NULL,
  to_state text NOT NULL,
  event text NOT NULL,
  comment text,
  attachment_file_id bigint REFERENCES files (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX state_logs_record_idx ON state_logs (workflow, record_id, id);

CREATE TABLE workflow_outbox (
  id bigserial PRIMARY KEY,
  workflow text NOT NULL,
  record_id bigint NOT NULL,
  state_log_id bigint NOT NULL REFERENCES state_logs (id) ON DELETE CASCADE,
  recipients jsonb NOT NULL, -- user types, or "owner" for the record's creator
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX workflow_outbox_pending_idx ON workflow_outbox (id) WHERE sent_at IS NULL;

CREATE TABLE safe_travel_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safe_travel_records_data_idx ON safe_travel_records USING gin (data jsonb_path_ops);
CREATE INDEX safe_travel_records_created_at_idx ON safe_travel_records (created_at DESC);
