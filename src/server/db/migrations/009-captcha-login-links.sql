-- Login captcha: challenges already used (a solution is good for one login attempt). Rows are
-- kept until the challenge would have expired anyway, then deleted.
CREATE TABLE captcha_uses (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_uses_expires_idx ON captcha_uses (expires_at);

-- `?token=` portal links: single-use, short-lived login-link tokens in user_tokens.
ALTER TABLE user_tokens DROP CONSTRAINT user_tokens_purpose_check;
ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_purpose_check
  CHECK (purpose IN ('password_reset', 'reactivation', 'mobile_otp', 'link', 'login_link'));
