-- 013: the numbers of `local_entity_{n}` and `embassy_mission_{n}`-style permissions, and the
-- `local_entity` and `mission` of existing records, become real records (issue 13 part 3). A database
-- from before the registries (011, 012) keeps every row: each number that has no record yet gets one,
-- named after its number until an administrator renames it, and safe-travel notifications and awqaf
-- requests are stamped with their creator's entity or mission, as new ones are.

-- Every permission number and record field that names a Kuwaiti entity.
CREATE TEMPORARY TABLE bound_local_entities ON COMMIT DROP AS
  SELECT DISTINCT substring(p FROM '^local_entity_(\d{1,9})$')::bigint AS id
    FROM users, jsonb_array_elements_text(permissions) AS p
   WHERE p ~ '^local_entity_\d{1,9}$'
  UNION
  SELECT DISTINCT (data->>'local_entity')::bigint FROM fund_transfer_records WHERE data->>'local_entity' ~ '^\d{1,9}$';

-- Kuwaiti entities need a category: those created here are "Not classified" until edited.
INSERT INTO local_entity_category_records (data)
  SELECT jsonb_build_object('name_en', 'Not classified', 'name_ar', 'غير مصنفة')
   WHERE EXISTS (SELECT 1 FROM bound_local_entities b WHERE NOT EXISTS (SELECT 1 FROM local_entity_records r WHERE r.id = b.id))
     AND NOT EXISTS (SELECT 1 FROM local_entity_category_records WHERE data->>'name_en' = 'Not classified');

INSERT INTO local_entity_records (id, data)
  SELECT b.id, jsonb_build_object(
      'name', 'جهة كويتية ' || b.id, 'name_ar', 'جهة كويتية ' || b.id, 'name_en', 'Kuwaiti entity ' || b.id,
      'category', (SELECT min(id) FROM local_entity_category_records WHERE data->>'name_en' = 'Not classified'),
      'email', 'local-entity-' || b.id || '@entities.invalid', 'continent', 'AS', 'country', 'KW', 'status', 'active', 'api', false)
    FROM bound_local_entities b
   WHERE NOT EXISTS (SELECT 1 FROM local_entity_records r WHERE r.id = b.id);
-- The next new entity takes the number after the highest (1 on an empty table).
SELECT setval(pg_get_serial_sequence('local_entity_records', 'id'), coalesce((SELECT max(id) FROM local_entity_records), 0) + 1, false);

-- Every permission number and record field that names a mission, with the mission's type where a
-- permission says it (an embassy otherwise).
CREATE TEMPORARY TABLE bound_missions ON COMMIT DROP AS
  SELECT id, min(type) AS type FROM (
    SELECT substring(p FROM '_(\d{1,9})$')::bigint AS id,
           CASE substring(p FROM '^(embassy|general|permanent)_mission_') WHEN 'embassy' THEN 'embassy' WHEN 'general' THEN 'general' ELSE 'permanent' END AS type
      FROM users, jsonb_array_elements_text(permissions) AS p
     WHERE p ~ '^(embassy|general|permanent)_mission_\d{1,9}$'
    UNION ALL
    SELECT (data->>'mission')::bigint, 'embassy' FROM foreign_entity_records WHERE data->>'mission' ~ '^\d{1,9}$'
    UNION ALL
    SELECT (data->>'mission')::bigint, 'embassy' FROM fund_transfer_records WHERE data->>'mission' ~ '^\d{1,9}$'
  ) named GROUP BY id;

-- A mission created here is accredited for the countries of the foreign entities that chose it, so
-- its users keep seeing what they saw; it stands in the country most of them are in.
INSERT INTO diplomatic_mission_records (id, data)
  SELECT m.id, jsonb_build_object(
      'type', m.type, 'name', 'بعثة دبلوماسية ' || m.id, 'name_ar', 'بعثة دبلوماسية ' || m.id, 'name_en', 'Diplomatic mission ' || m.id,
      'email', 'mission-' || m.id || '@missions.invalid',
      'country', coalesce((SELECT f.data->>'country' FROM foreign_entity_records f WHERE f.data->>'mission' = m.id::text AND f.data->>'country' ~ '^[A-Z]{2}$'
                            GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1), 'KW'),
      'accredit_country', coalesce((SELECT jsonb_agg(DISTINCT f.data->>'country') FROM foreign_entity_records f
                                     WHERE f.data->>'mission' = m.id::text AND f.data->>'country' ~ '^[A-Z]{2}$'), '[]'::jsonb))
    FROM bound_missions m
   WHERE NOT EXISTS (SELECT 1 FROM diplomatic_mission_records r WHERE r.id = m.id);
SELECT setval(pg_get_serial_sequence('diplomatic_mission_records', 'id'), coalesce((SELECT max(id) FROM diplomatic_mission_records), 0) + 1, false);

-- Safe-travel notifications belong to their creator's Kuwaiti entity, awqaf requests to their
-- creator's mission (the first such permission the creator holds).
UPDATE safe_travel_records s
   SET data = s.data || jsonb_build_object('local_entity', substring(p.permission FROM '_(\d{1,9})$')::bigint)
  FROM (SELECT DISTINCT ON (u.id) u.id, e.permission FROM users u, jsonb_array_elements_text(u.permissions) WITH ORDINALITY AS e(permission, n)
         WHERE e.permission ~ '^local_entity_\d{1,9}$' ORDER BY u.id, e.n) p
 WHERE p.id = s.created_by AND NOT s.data ? 'local_entity';

UPDATE awqaf_request_records a
   SET data = a.data || jsonb_build_object('mission', substring(p.permission FROM '_(\d{1,9})$')::bigint)
  FROM (SELECT DISTINCT ON (u.id) u.id, e.permission FROM users u, jsonb_array_elements_text(u.permissions) WITH ORDINALITY AS e(permission, n)
         WHERE e.permission ~ '^(embassy|general|permanent)_mission_\d{1,9}$' ORDER BY u.id, e.n) p
 WHERE p.id = a.created_by AND NOT a.data ? 'mission';

-- Scopes reach records through these fields.
CREATE INDEX IF NOT EXISTS safe_travel_records_local_entity_idx ON safe_travel_records ((data->>'local_entity'));
CREATE INDEX IF NOT EXISTS awqaf_request_records_mission_idx ON awqaf_request_records ((data->>'mission'));
CREATE INDEX IF NOT EXISTS foreign_entity_records_country_idx ON foreign_entity_records ((data->>'country'));
