-- 023: the helpdesk as django-helpdesk has it (issue 16): queues as records, each ticket's CC list,
-- dependencies and follow-ups (public or private, with time spent, status change and attachments).

-- Queues (queues/, corp/queues/; spec/entities/helpdesk-queue.schema.json). A ticket's `queue` holds
-- the queue's slug (x-reference by value), so existing tickets keep their values.
CREATE TABLE helpdesk_queue_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX helpdesk_queue_records_data_idx ON helpdesk_queue_records USING gin (data jsonb_path_ops);
CREATE UNIQUE INDEX helpdesk_queue_records_slug_idx ON helpdesk_queue_records ((data->>'slug'));

-- The four queues of the former enum, named as locales/*/helpdesk.json named them.
INSERT INTO helpdesk_queue_records (data) VALUES
  ('{"slug": "general", "name_en": "General enquiry", "name_ar": "استفسار عام", "default_cc": []}'),
  ('{"slug": "technical", "name_en": "Technical problem", "name_ar": "مشكلة تقنية", "default_cc": []}'),
  ('{"slug": "account", "name_en": "Account and access", "name_ar": "الحساب والدخول", "default_cc": []}'),
  ('{"slug": "fund_transfer", "name_en": "Fund transfers", "name_ar": "تحويل الأموال", "default_cc": []}');

-- Existing tickets: a queue value naming no queue goes to `general`; the reporter becomes the owner.
UPDATE helpdesk_ticket_records SET data = jsonb_set(data, '{queue}', '"general"')
 WHERE NOT EXISTS (SELECT 1 FROM helpdesk_queue_records q WHERE q.data->>'slug' = helpdesk_ticket_records.data->>'queue');
UPDATE helpdesk_ticket_records SET data = data || jsonb_build_object('owner', created_by)
 WHERE created_by IS NOT NULL AND NOT data ? 'owner';
CREATE INDEX helpdesk_ticket_records_queue_idx ON helpdesk_ticket_records ((data->>'queue'));

-- CC list: a portal user or an e-mail, each with django-helpdesk's view and update rights.
CREATE TABLE helpdesk_ticket_ccs (
  id bigserial PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES helpdesk_ticket_records (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  email text,
  can_view boolean NOT NULL DEFAULT true,
  can_update boolean NOT NULL DEFAULT false,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (email IS NULL))
);
CREATE UNIQUE INDEX helpdesk_ticket_ccs_person_idx ON helpdesk_ticket_ccs (ticket_id, coalesce(user_id::text, lower(email)));

-- Dependencies: `ticket_id` cannot be resolved while `depends_on` is open.
CREATE TABLE helpdesk_ticket_dependencies (
  ticket_id bigint NOT NULL REFERENCES helpdesk_ticket_records (id) ON DELETE CASCADE,
  depends_on bigint NOT NULL REFERENCES helpdesk_ticket_records (id) ON DELETE CASCADE,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (ticket_id, depends_on),
  CHECK (ticket_id <> depends_on)
);
CREATE INDEX helpdesk_ticket_dependencies_depends_on_idx ON helpdesk_ticket_dependencies (depends_on);

-- Follow-ups. A private one is the ministry's only. `changes` lists the fields a bulk update changed
-- ([{field, old, new}]); `merged_from` names the ticket a merge copied it from and `copied_from` the
-- follow-up copied, whose attachments it shows. Attachments are files rows with owner_entity
-- 'helpdesk-followup' (owner_id: the follow-up).
CREATE TABLE helpdesk_followups (
  id bigserial PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES helpdesk_ticket_records (id) ON DELETE CASCADE,
  author_id bigint REFERENCES users (id) ON DELETE SET NULL,
  comment text,
  public boolean NOT NULL DEFAULT true,
  event text,
  new_status integer,
  state_log_id bigint REFERENCES state_logs (id) ON DELETE SET NULL,
  time_spent integer CHECK (time_spent >= 0),
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  merged_from bigint,
  copied_from bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX helpdesk_followups_ticket_idx ON helpdesk_followups (ticket_id, created_at, id);
