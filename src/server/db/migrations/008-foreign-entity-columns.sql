-- 008: copies of foreign-entity fields as stored generated columns, so the busiest lists need no
-- per-row work: `status` (status tabs and their counts, index-only after vacuum) and `search_text`
-- (the normalised text of the x-search fields name, name_en, name_ar, email, computed once per write
-- instead of once per candidate row). The server reads these columns when a table has them
-- (src/server/platform/resources/field-columns.ts); `data` stays the record.
ALTER TABLE foreign_entity_records
  ADD COLUMN status text GENERATED ALWAYS AS (data->>'status') STORED,
  ADD COLUMN search_text text GENERATED ALWAYS AS (
    portal_normalize(coalesce(data->>'name', '') || ' ' || coalesce(data->>'name_en', '') || ' ' || coalesce(data->>'name_ar', '') || ' ' || coalesce(data->>'email', ''))
  ) STORED;
DROP INDEX foreign_entity_records_status_idx;
DROP INDEX foreign_entity_records_search_idx;
CREATE INDEX foreign_entity_records_status_idx ON foreign_entity_records (status, created_at DESC, id DESC);
CREATE INDEX foreign_entity_records_search_idx ON foreign_entity_records USING gin (search_text gin_trgm_ops);
