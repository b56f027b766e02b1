-- 007: the tables of the workflow entities bound after safe travel (awqaf requests, fund
-- transfers, helpdesk tickets, support requests), in the shape of every entity table: the record
-- in `data` (its state in the workflow's field), `version` guarding concurrent state changes.
-- (006 is reserved for the foreign-entity work.)

CREATE TABLE awqaf_request_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX awqaf_request_records_data_idx ON awqaf_request_records USING gin (data jsonb_path_ops);
CREATE INDEX awqaf_request_records_created_at_idx ON awqaf_request_records (created_at DESC);

CREATE TABLE fund_transfer_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fund_transfer_records_data_idx ON fund_transfer_records USING gin (data jsonb_path_ops);
CREATE INDEX fund_transfer_records_created_at_idx ON fund_transfer_records (created_at DESC);

CREATE TABLE helpdesk_ticket_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX helpdesk_ticket_records_data_idx ON helpdesk_ticket_records USING gin (data jsonb_path_ops);
CREATE INDEX helpdesk_ticket_records_created_at_idx ON helpdesk_ticket_records (created_at DESC);

CREATE TABLE support_request_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_request_records_data_idx ON support_request_records USING gin (data jsonb_path_ops);
CREATE INDEX support_request_records_created_at_idx ON support_request_records (created_at DESC);

-- Timed transitions look for the last state change of each record.
CREATE INDEX state_logs_last_change_idx ON state_logs (workflow, record_id, created_at DESC);
