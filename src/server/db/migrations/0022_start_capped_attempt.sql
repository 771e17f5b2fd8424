-- A capped send's reservation in one round trip (the API budget, docs/design.md 4), counted exactly as before
-- (attempts-store.ts): under an advisory lock on the channel and recipient, the messages of the last 24
-- hours that count against the cap (sent, being sent, or unconfirmed) are counted, and a 'sending' attempt
-- is inserted, or null returned at the cap. A volatile function takes a fresh snapshot for each statement,
-- so under READ COMMITTED the count after the lock sees every reservation committed before it.
CREATE FUNCTION start_capped_attempt(
  attempt_delivery uuid, attempt_channel text, attempt_recipient text, attempt_provider text, per_day integer
) RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  counted integer;
  attempt_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('notification-cap:' || attempt_channel || ':' || attempt_recipient));
  SELECT count(*) INTO counted FROM notification_attempts
  WHERE channel = attempt_channel AND recipient = attempt_recipient
    AND (outcome IN ('sending', 'sent') OR unconfirmed)
    AND created_at > now() - interval '1 day';
  IF counted >= per_day THEN
    RETURN NULL;
  END IF;
  INSERT INTO notification_attempts (delivery_id, channel, recipient, provider, outcome)
  VALUES (attempt_delivery, attempt_channel, attempt_recipient, attempt_provider, 'sending')
  RETURNING id INTO attempt_id;
  RETURN attempt_id;
END $$;
