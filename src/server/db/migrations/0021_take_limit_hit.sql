-- One limit hit in one round trip (the API budget, docs/design.md 4), counted exactly as before: under the key's
-- advisory lock, the window's hits are counted and the new one inserted, or the seconds until one leaves
-- are returned. A volatile function takes a fresh snapshot for each statement it runs, so under READ
-- COMMITTED the count after the lock sees every hit committed by whoever held the lock before.
CREATE FUNCTION take_limit_hit(hit_bucket text, hit_key text, hit_max integer, window_seconds double precision)
RETURNS double precision LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  counted integer;
  oldest timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('limit ' || hit_bucket || ' ' || hit_key));
  SELECT count(*), min(recent.created_at) INTO counted, oldest FROM (
    SELECT created_at FROM limit_hits
    WHERE bucket = hit_bucket AND key = hit_key AND created_at > now() - make_interval(secs => window_seconds)
    ORDER BY created_at DESC
    LIMIT hit_max
  ) recent;
  IF counted >= hit_max THEN
    -- With more than max hits (the limit was lowered), the max-th newest must leave too.
    RETURN greatest(1, ceil(extract(epoch FROM oldest + make_interval(secs => window_seconds) - now())));
  END IF;
  INSERT INTO limit_hits (bucket, key) VALUES (hit_bucket, hit_key);
  RETURN NULL;
END $$;
