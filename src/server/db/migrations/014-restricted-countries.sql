-- 014: the countries fund transfers may not go to without the general account supervisor's say
-- (issue 14, product spec section 7 ft/restricted-countries/), and who changed the list when.

CREATE TABLE ft_restricted_countries (
  country text PRIMARY KEY,
  added_by bigint REFERENCES users (id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ft_restricted_country_history (
  id bigserial PRIMARY KEY,
  country text NOT NULL,
  action text NOT NULL CHECK (action IN ('added', 'removed')),
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ft_restricted_country_history_created_idx ON ft_restricted_country_history (created_at DESC, id DESC);
