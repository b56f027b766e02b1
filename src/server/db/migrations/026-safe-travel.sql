-- 026: safe travel, complete (issue 17 item 2): the countries' travel advice (safe-travel-message/{country_pk}/,
-- spec/entities/safe-travel-message.schema.json), the notifications' readable numbers, and the city of
-- travel as a record of the lookups instead of free text.

-- The messages' table comes from the spec (generated/migrations/safe_travel_message_records.sql); what the
-- spec cannot say is here.
-- One message per country: a second one for the same country is 400 `repeated` under `country`.
CREATE UNIQUE INDEX safe_travel_message_records_country_key ON safe_travel_message_records ((data->>'country'));

-- `notification_number`: ST-<year>-<nnnnn>, from one sequence (never reused, gaps allowed).
CREATE SEQUENCE safe_travel_number_seq;

-- Notifications filed before: numbered in filing order; a city written as text moves into the residence
-- details (the city is now a record of the lookups), so nothing typed is lost.
UPDATE safe_travel_records r
   SET data = (r.data - 'city')
     || jsonb_build_object('notification_number', 'ST-' || to_char(r.created_at AT TIME ZONE 'Asia/Kuwait', 'YYYY') || '-' || lpad(n.seq::text, 5, '0'))
     || CASE WHEN jsonb_typeof(r.data->'city') = 'string' AND r.data->>'city' <> ''
             THEN jsonb_build_object('residence', concat_ws(' — ', r.data->>'city', nullif(r.data->>'residence', '')))
             ELSE '{}'::jsonb END
  FROM (SELECT id, nextval('safe_travel_number_seq') AS seq FROM (SELECT id FROM safe_travel_records ORDER BY id) o) n
 WHERE n.id = r.id AND NOT (r.data ? 'notification_number');
