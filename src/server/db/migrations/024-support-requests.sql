-- 024: support requests (issue 16): donations (support/donations/, spec/entities/support-donation.schema.json),
-- remarks (support/comments/, support-comment.schema.json) and the requests' readable numbers.

CREATE TABLE support_donation_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_donation_records_request_idx ON support_donation_records (((data->>'support_request')::bigint), id);
CREATE INDEX support_donation_records_data_idx ON support_donation_records USING gin (data jsonb_path_ops);

CREATE TABLE support_comment_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_comment_records_request_idx ON support_comment_records (((data->>'support_request')::bigint), id);

-- `number` of a support request: SR-<year>-<nnnnn>, from one sequence (never reused, gaps allowed).
CREATE SEQUENCE support_request_number_seq;
-- Requests filed before numbers and expiry dates: numbered in filing order, open 30 days from filing
-- (what the fixed timer gave them) when they have no expiry date.
UPDATE support_request_records r
   SET data = r.data
     || jsonb_build_object('number', 'SR-' || to_char(r.created_at AT TIME ZONE 'Asia/Kuwait', 'YYYY') || '-' || lpad(n.seq::text, 5, '0'))
     || CASE WHEN r.data ? 'expiry_date' THEN '{}'::jsonb
             ELSE jsonb_build_object('expiry_date', to_char((r.created_at AT TIME ZONE 'Asia/Kuwait') + interval '30 days', 'YYYY-MM-DD')) END
  FROM (SELECT id, nextval('support_request_number_seq') AS seq FROM (SELECT id FROM support_request_records ORDER BY id) o) n
 WHERE n.id = r.id AND NOT (r.data ? 'number');
