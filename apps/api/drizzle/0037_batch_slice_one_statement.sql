-- Issue 29: a batch's store slice in ONE statement. Every process storing one company's rows writes
-- the same rows (the user's inquiry counter, the company's Report History chain head, the batch's
-- counters) and holds each from its statement to the commit. Sent statement by statement inside a
-- transaction, each was held across the round trips to the worker that followed (and, on a loaded
-- machine, while the worker waited for a CPU). As one function called in its own (implicit)
-- transaction, they are held from their statement to the commit with no round trip in between.
--
-- outcomes: [{kind: 'completed'|'failed'|'retry', row_id, report_status, key_findings, tracking_id,
-- message, after_seconds}]; inquiries and events: the rows to insert, keyed by column name, each
-- with the batch row it belongs to (row_id; an event without one, e.g. the slice's failures, is
-- always inserted). A row is settled only while this claim (token) holds it, and only a row settled
-- completed here gets its inquiry and its audit event: a row another claim took is left alone.
-- The hot rows are taken in one order everywhere (counter, chain head, batch), after the rows'.
CREATE FUNCTION "batch_store_slice"(batch uuid, token uuid, outcomes jsonb, inquiries jsonb, events jsonb)
RETURNS TABLE (ended boolean, stored uuid[]) LANGUAGE plpgsql
-- planned per call (its statements and the triggers they fire): a plan cached by the session on the first
-- slices of a fresh database (empty tables' statistics) is not kept for the rest of the batch
SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  done uuid[];
  failed integer;
  b batches;
BEGIN
  WITH settled AS (
    UPDATE batch_rows r SET status = 'completed', inquiry_id = o.row_id, report_status = o.report_status, key_findings = o.key_findings,
      tracking_id = o.tracking_id, lease_until = NULL, pull_enc = NULL, updated_at = now()
    FROM jsonb_to_recordset(outcomes) AS o(kind text, row_id uuid, report_status text, key_findings text, tracking_id text)
    WHERE o.kind = 'completed' AND r.id = o.row_id AND r.claim_token = token AND r.status = 'processing'
    RETURNING r.id)
  SELECT coalesce(array_agg(id), '{}') INTO done FROM settled;

  WITH settled AS (
    UPDATE batch_rows r SET status = 'failed', errors = jsonb_build_array(jsonb_build_object('column', NULL, 'message', o.message)),
      tracking_id = o.tracking_id, lease_until = NULL, updated_at = now()
    FROM jsonb_to_recordset(outcomes) AS o(kind text, row_id uuid, message text, tracking_id text)
    WHERE o.kind = 'failed' AND r.id = o.row_id AND r.claim_token = token AND r.status = 'processing'
    RETURNING r.id)
  SELECT count(*) INTO failed FROM settled;

  UPDATE batch_rows r SET status = 'pending', available_at = now() + make_interval(secs => o.after_seconds),
    errors = jsonb_build_array(jsonb_build_object('column', NULL, 'message', o.message)), lease_until = NULL, updated_at = now()
  FROM jsonb_to_recordset(outcomes) AS o(kind text, row_id uuid, message text, after_seconds integer)
  WHERE o.kind = 'retry' AND r.id = o.row_id AND r.claim_token = token AND r.status = 'processing';

  PERFORM batch_store_slice_insert('report_inquiries', inquiries, done);
  PERFORM batch_store_slice_insert('audit_events', events, done);

  ended := false;
  IF cardinality(done) + failed > 0 THEN
    UPDATE batches SET completed_rows = completed_rows + cardinality(done), failed_rows = failed_rows + failed,
      finished_since_start = finished_since_start + cardinality(done) + failed
    WHERE id = batch RETURNING * INTO b;
    IF FOUND AND b.status = 'processing' AND b.completed_rows + b.failed_rows >= b.total_rows - b.invalid_rows THEN
      UPDATE batches SET status = 'completed', finished_at = now() WHERE id = batch AND status = 'processing';
      ended := FOUND;
    END IF;
  END IF;
  stored := done;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
-- One INSERT statement (so the chain's trigger links the events as one chained group and the inquiry
-- counters move once) of the rows whose row_id was settled here or who have none; the columns are the
-- first row's keys (the rows are built alike), so a column a row does not name keeps its default.
CREATE FUNCTION "batch_store_slice_insert"(target text, rows_ jsonb, done uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  columns text;
BEGIN
  IF rows_ IS NULL OR jsonb_array_length(rows_) = 0 THEN RETURN; END IF;
  SELECT string_agg(quote_ident(k), ', ') INTO columns FROM jsonb_object_keys((rows_->0) - 'row_id') AS k;
  EXECUTE format(
    'INSERT INTO %1$I (%2$s) SELECT %2$s FROM jsonb_array_elements($1) WITH ORDINALITY AS e(v, n), jsonb_populate_record(NULL::%1$I, e.v - ''row_id'') '
    'WHERE e.v->>''row_id'' IS NULL OR (e.v->>''row_id'')::uuid = ANY($2) ORDER BY e.n',
    target, columns) USING rows_, done;
END
$$;
--> statement-breakpoint
-- The user's inquiry counter was the first hot row a slice took (its insert's statement trigger) and
-- it stayed held while the slice's audit events were hashed. Each user's count is now kept in up to
-- eight rows, one per session's shard (its backend pid): sessions storing the same user's inquiries
-- write different rows, and the count is their sum, as every reader already reads it.
ALTER TABLE "inquiry_counters" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "inquiry_counters" DROP CONSTRAINT "inquiry_counters_customer_id_user_id_pk";
--> statement-breakpoint
ALTER TABLE "inquiry_counters" ADD CONSTRAINT "inquiry_counters_customer_id_user_id_shard_pk" PRIMARY KEY ("customer_id", "user_id", "shard");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inquiry_counters_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta_old integer := 0;
  delta_new integer := 0;
  own smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    delta_old := -1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    delta_new := 1;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.customer_id = NEW.customer_id AND OLD.user_id = NEW.user_id THEN
    delta_new := delta_new + delta_old;
    delta_old := 0;
  END IF;
  -- a shard may go below zero (an inquiry counted in another is removed here): the sum is the count
  IF delta_old <> 0 THEN
    INSERT INTO inquiry_counters AS c (customer_id, user_id, shard, live) VALUES (OLD.customer_id, OLD.user_id, own, delta_old)
    ON CONFLICT (customer_id, user_id, shard) DO UPDATE SET live = c.live + EXCLUDED.live;
  END IF;
  IF delta_new <> 0 THEN
    INSERT INTO inquiry_counters AS c (customer_id, user_id, shard, live) VALUES (NEW.customer_id, NEW.user_id, own, delta_new)
    ON CONFLICT (customer_id, user_id, shard) DO UPDATE SET live = c.live + EXCLUDED.live;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inquiry_counters_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inquiry_counters AS c (customer_id, user_id, shard, live)
  SELECT customer_id, user_id, (pg_backend_pid() % 8)::smallint, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY customer_id, user_id
  ON CONFLICT (customer_id, user_id, shard) DO UPDATE SET live = c.live + EXCLUDED.live;
  RETURN NULL;
END
$$;
