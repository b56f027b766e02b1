-- 019: Kuwait Mobile ID (PACI) push authentications of fund-transaction submissions (ft/auth-url/):
-- the FT manager authenticates with the civil ID the transaction names; when the ministry requires it
-- (setting ft_paci_required), ft/submission/ needs an approved one by the same user, made recently.

CREATE TABLE ft_paci_authentications (
  reference text PRIMARY KEY,
  transaction_id bigint NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ft_paci_authentications_lookup_idx ON ft_paci_authentications (transaction_id, user_id, created_at DESC);
