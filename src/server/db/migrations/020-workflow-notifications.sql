-- 020: notifications a workflow step leaves (issue 15). A step writes, in its own transaction, one
-- notification per recipient (the record, the event, the actor) and one e-mail each in the outbox,
-- in the recipient's language: the language they last used the portal in. The delivery worker
-- claims outbox rows for a while (`locked_until`, so several instances never send one twice) and
-- retries a failure later and later (`next_attempt_at`). Every new or read notification is
-- announced on the channel `portal_notifications` (payload `<schema>:<user id>`), which feeds the
-- header's live counts on every server instance of the database.

ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en'));

ALTER TABLE notifications
  ADD COLUMN workflow text,
  ADD COLUMN record_id bigint,
  ADD COLUMN state_log_id bigint REFERENCES state_logs (id) ON DELETE CASCADE,
  ADD COLUMN actor_id bigint REFERENCES users (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX notifications_step_recipient_key ON notifications (state_log_id, user_id);
CREATE INDEX notifications_user_type_idx ON notifications (user_id, type, id DESC);

ALTER TABLE outbox
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
DROP INDEX outbox_pending_idx;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE sent_at IS NULL;

-- Replaced by the notifications and outbox rows above (nothing ever read it).
DROP TABLE workflow_outbox;

CREATE FUNCTION announce_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_notifications', current_schema() || ':' || NEW.user_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER notifications_announce AFTER INSERT OR UPDATE OF read_at ON notifications
  FOR EACH ROW EXECUTE FUNCTION announce_notification();
