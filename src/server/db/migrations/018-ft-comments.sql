-- 018: remarks on fund transfers (ft/fund-transfer-comment/, spec/entities/ft-comment.schema.json).

CREATE TABLE ft_comment_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ft_comment_records_transfer_idx ON ft_comment_records (((data->>'fund_transfer')::bigint), id);
