-- Issue 29: one write of each hot row per statement, not per row. A batch's slice inserts tens of
-- inquiries and audit events in one statement each; every process storing one company's rows writes
-- the same inquiry counter and the same Report History chain head, and holds each to its commit.
--
-- 1. The inquiry counters move once per INSERT statement (as users' counters since 0007); updates and
--    deletes keep the row trigger (a statement trigger with transition tables cannot name columns).
DROP TRIGGER "report_inquiries_count" ON "report_inquiries";
--> statement-breakpoint
CREATE TRIGGER "report_inquiries_count" AFTER UPDATE OF deleted_at, customer_id, user_id OR DELETE ON "report_inquiries"
FOR EACH ROW EXECUTE FUNCTION "inquiry_counters_track"();
--> statement-breakpoint
CREATE FUNCTION "inquiry_counters_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inquiry_counters AS c (customer_id, user_id, live)
  SELECT customer_id, user_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY customer_id, user_id
  ON CONFLICT (customer_id, user_id) DO UPDATE SET live = c.live + EXCLUDED.live;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_inquiries_count_insert" AFTER INSERT ON "report_inquiries" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counters_add"();
--> statement-breakpoint
-- 2. The audit chains: each event is linked as before (seq, prev_hash, hash of record v2: the chain is
--    unchanged, and so is its verification), but the events of one statement are linked in a chained
--    group: the first locks its chain's head row FOR UPDATE, the others follow the head the statement
--    carries in a transaction-local setting, and the head row is written once, when the statement ends
--    (audit_chain_heads_move). A statement that fails is undone with its setting.
CREATE OR REPLACE FUNCTION "audit_events_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chain text;
  head_seq bigint;
  head_hash text;
  inquiry_id uuid;
  heads jsonb;
BEGIN
  NEW.category := CASE
    WHEN NEW.action LIKE 'report.%' OR NEW.action = 'batch.report-deleted' THEN 'report'
    WHEN NEW.action = 'audit.downloaded' AND NEW.details->>'tab' IN ('report-history', 'report-audit-downloads') THEN 'report-audit-download'
    WHEN NEW.action = 'audit.downloaded' OR NEW.action = 'user.exported' THEN 'user-audit-download'
    ELSE 'user' END;
  NEW.kind := CASE
    WHEN NEW.category = 'report' THEN CASE NEW.action
      WHEN 'report.viewed' THEN 'viewed' WHEN 'report.pdf-downloaded' THEN 'downloaded'
      WHEN 'report.deleted' THEN 'deleted' WHEN 'batch.report-deleted' THEN 'deleted' ELSE 'ordered' END
    WHEN NEW.category <> 'user' THEN 'download'
    WHEN NEW.action LIKE 'login%' OR NEW.action = 'logout' OR NEW.action LIKE 'sso.%' OR NEW.action LIKE 'session.%' THEN 'login'
    WHEN NEW.action LIKE 'mfa.%' THEN 'mfa'
    WHEN NEW.action LIKE 'password.%' THEN 'password'
    WHEN NEW.action LIKE 'support.%' OR NEW.action LIKE 'consent.%' THEN 'impersonation'
    WHEN NEW.action ~ '^(user|group|account-number|company|subscription|member-number|registration|batch-template|letter-settings|api-key)\.' THEN 'administration'
    ELSE 'other' END;
  NEW.product := NEW.details->>'product';
  NEW.consumer_name := NULL;
  NEW.ssn_last4 := NULL;
  NEW.permissible_purpose := NULL;
  NEW.product_code := NULL;
  IF NEW.category = 'report' THEN
    inquiry_id := audit_event_inquiry_id(NEW.target_type, NEW.target_id, NEW.details);
    SELECT ri.consumer_name, ri.ssn_last4, ri.permissible_purpose, ri.product_code
      INTO NEW.consumer_name, NEW.ssn_last4, NEW.permissible_purpose, NEW.product_code
      FROM report_inquiries ri WHERE ri.id = inquiry_id AND ri.customer_id = NEW.customer_id;
    NEW.permissible_purpose := coalesce(NEW.details->>'permissiblePurpose', NEW.permissible_purpose);
    NEW.product_code := coalesce(NEW.details->>'productCode', NEW.product_code);
  END IF;
  NEW.record_version := 2;
  chain := coalesce(NEW.customer_id::text, '-') || '/' || NEW.category;
  -- the statement's earlier events of this chain left its head here (the head row is locked since the first)
  heads := coalesce(nullif(current_setting('creditdesk.audit_heads', true), ''), '{}')::jsonb;
  IF heads ? chain THEN
    head_seq := (heads->chain->>0)::bigint;
    head_hash := heads->chain->>1;
  ELSE
    SELECT seq, hash INTO head_seq, head_hash FROM audit_chain_heads WHERE chain_key = chain FOR UPDATE;
    IF NOT FOUND THEN
      INSERT INTO audit_chain_heads (chain_key, seq, hash) VALUES (chain, 0, '') ON CONFLICT (chain_key) DO NOTHING;
      SELECT seq, hash INTO head_seq, head_hash FROM audit_chain_heads WHERE chain_key = chain FOR UPDATE;
    END IF;
  END IF;
  NEW.seq := head_seq + 1;
  NEW.prev_hash := head_hash;
  NEW.hash := encode(sha256(convert_to(head_hash || audit_event_canonical_v2(NEW), 'UTF8')), 'hex');
  PERFORM set_config('creditdesk.audit_heads', jsonb_set(heads, ARRAY[chain], jsonb_build_array(NEW.seq, NEW.hash))::text, true);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_chain_heads_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  heads jsonb := coalesce(nullif(current_setting('creditdesk.audit_heads', true), ''), '{}')::jsonb;
  chain text;
BEGIN
  FOR chain IN SELECT jsonb_object_keys(heads) LOOP
    UPDATE audit_chain_heads SET seq = (heads->chain->>0)::bigint, hash = heads->chain->>1 WHERE chain_key = chain;
  END LOOP;
  PERFORM set_config('creditdesk.audit_heads', '', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_chain_heads_move" AFTER INSERT ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_chain_heads_move"();
