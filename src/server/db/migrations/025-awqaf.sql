-- 025: awqaf requests complete (issue 17): typed documents (aq/attachment/, spec/entities/awqaf-attachment.schema.json),
-- remarks of the three parties (aq/comment/, awqaf-comment.schema.json), the requests' readable numbers and
-- the index the open-mobile check reads.

CREATE TABLE awqaf_attachment_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX awqaf_attachment_records_request_idx ON awqaf_attachment_records (((data->>'awqaf_request')::bigint), id);

CREATE TABLE awqaf_comment_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX awqaf_comment_records_request_idx ON awqaf_comment_records (((data->>'awqaf_request')::bigint), id);

-- A mobile number is used by at most one open request (checked under an advisory lock per number).
CREATE INDEX awqaf_request_records_mobile_idx ON awqaf_request_records ((data->>'mobile'));

-- `request_number` of an awqaf request: AQ-<year>-<nnnnn>, from one sequence (never reused, gaps allowed).
CREATE SEQUENCE awqaf_request_number_seq;
-- Requests filed before numbers: numbered in filing order.
UPDATE awqaf_request_records r
   SET data = r.data || jsonb_build_object('request_number', 'AQ-' || to_char(r.created_at AT TIME ZONE 'Asia/Kuwait', 'YYYY') || '-' || lpad(n.seq::text, 5, '0'))
  FROM (SELECT id, nextval('awqaf_request_number_seq') AS seq FROM (SELECT id FROM awqaf_request_records ORDER BY id) o) n
 WHERE n.id = r.id AND NOT (r.data ? 'request_number');
