-- 025: awqaf requests complete (issue 17): the requests' readable numbers and the index the open-mobile
-- check reads. Typed documents (aq/attachment/, spec/entities/awqaf-attachment.schema.json) and remarks of
-- the three parties (aq/comment/, awqaf-comment.schema.json) need no SQL here: codegen makes their tables.

-- The documents' and remarks' tables come from the spec (generated/migrations/awqaf_attachment_records.sql,
-- awqaf_comment_records.sql: the record table, indexed per request).

-- A mobile number is used by at most one open request (checked under an advisory lock per number).
CREATE INDEX awqaf_request_records_mobile_idx ON awqaf_request_records ((data->>'mobile'));

-- `request_number` of an awqaf request: AQ-<year>-<nnnnn>, from one sequence (never reused, gaps allowed).
CREATE SEQUENCE awqaf_request_number_seq;
-- Requests filed before numbers: numbered in filing order.
UPDATE awqaf_request_records r
   SET data = r.data || jsonb_build_object('request_number', 'AQ-' || to_char(r.created_at AT TIME ZONE 'Asia/Kuwait', 'YYYY') || '-' || lpad(n.seq::text, 5, '0'))
  FROM (SELECT id, nextval('awqaf_request_number_seq') AS seq FROM (SELECT id FROM awqaf_request_records ORDER BY id) o) n
 WHERE n.id = r.id AND NOT (r.data ? 'request_number');
