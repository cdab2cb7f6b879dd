-- Issue 33: a list's CSV export (users, groups, account numbers, configurations, letters, OFAC cases,
-- PM alerts, My Reports: every '<list>.exported' action) is a user's audit download, shown under
-- Audit Logs' "User Audit Downloads" (reports.md §2's tab for downloads) rather than User Activity.
-- Only the category line of 0030's function changes; events already stored keep theirs (their
-- category is part of their chain).
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
    WHEN NEW.action = 'audit.downloaded' OR NEW.action LIKE '%.exported' THEN 'user-audit-download'
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
