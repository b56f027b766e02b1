-- 015: fund transactions (spec/entities/fund-transaction.schema.json), a record table like the others;
-- their numbers (TR-<year>-<serial>) from a sequence; and which transaction holds each transfer.
CREATE TABLE ft_transaction_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ft_transaction_records_data_idx ON ft_transaction_records USING gin (data jsonb_path_ops);
CREATE INDEX ft_transaction_records_created_at_idx ON ft_transaction_records (created_at DESC, id DESC);
CREATE SEQUENCE ft_transaction_no_seq;
-- A submitted transaction claims its transfers: one row per transfer, so of two transactions
-- claiming the same transfer at once the key lets exactly one commit. Cancelling or a bank
-- rejection deletes the rows.
CREATE TABLE ft_transaction_claims (
  fund_transfer_id bigint PRIMARY KEY REFERENCES fund_transfer_records (id) ON DELETE CASCADE,
  transaction_id bigint NOT NULL REFERENCES ft_transaction_records (id) ON DELETE CASCADE
);
CREATE INDEX ft_transaction_claims_transaction_idx ON ft_transaction_claims (transaction_id);
