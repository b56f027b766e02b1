-- 016: fund transfers at scale (`npm run bench`: the list at 100,000 transfers). As for foreign
-- entities (008), `status` is kept as a stored column so the status tabs and their counts read the
-- index alone (after vacuum) instead of every row's data; the scopes compare a Kuwaiti entity's and a
-- mission's number as text, newest first. The day's-limit count reads one entity's transfers of today
-- through the first index.
ALTER TABLE fund_transfer_records ADD COLUMN status text GENERATED ALWAYS AS (data->>'status') STORED;
CREATE INDEX fund_transfer_records_status_idx ON fund_transfer_records (status, created_at DESC, id DESC);
CREATE INDEX fund_transfer_records_local_entity_idx ON fund_transfer_records ((data->>'local_entity'), created_at DESC, id DESC);
CREATE INDEX fund_transfer_records_mission_idx ON fund_transfer_records ((data->>'mission'), created_at DESC, id DESC);
CREATE INDEX ft_transaction_records_local_entity_idx ON ft_transaction_records ((data->>'local_entity'), created_at DESC, id DESC);
