-- 027: what changed in the entity tables, so that a list page's total can be kept instead of counted
-- again for every page (issue 21 item 5; src/server/platform/resources/kept-counts.ts).
--
-- Every statement that writes an entity table (`*_records`) adds a row here, in its own transaction:
-- the sum of a table's weights, read in a statement's snapshot, grows with each committed write and
-- only then, so two statements that read the same sum see the same rows of that table, whichever
-- instance asked. Rows are only ever added (no lock, so writers never wait on one another); folding
-- a table's rows into one row of their summed weight, in one statement, keeps every snapshot's sum.
CREATE TABLE record_changes (
  table_name text NOT NULL,
  weight bigint NOT NULL DEFAULT 1 CHECK (weight > 0)
);
CREATE INDEX record_changes_table_idx ON record_changes (table_name) INCLUDE (weight);

CREATE FUNCTION note_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_changes (table_name) VALUES (TG_TABLE_NAME);
  RETURN NULL;
END $$;
-- The triggers themselves are put on every `*_records` table by migrate.ts after each migration run,
-- so the tables the spec adds later get one too.
