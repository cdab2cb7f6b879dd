ALTER TABLE "audit_events" ADD COLUMN "record_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "consumer_name" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "ssn_last4" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "permissible_purpose" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "product_code" text;--> statement-breakpoint
-- The inquiry a Report History event is about: its target, or (a batch row's report) details.inquiryId.
CREATE FUNCTION "audit_event_inquiry_id"(target_type text, target_id text, details jsonb) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN target_type = 'inquiry' AND target_id ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN target_id::uuid
    WHEN details->>'inquiryId' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN (details->>'inquiryId')::uuid
  END
$$;
--> statement-breakpoint
-- Events written before this migration keep their v1 record and hash; what Report History showed of
-- them through a join to report_inquiries is copied once, as it reads now (docs/audit.md: not hashed).
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_append_only";
--> statement-breakpoint
UPDATE "audit_events" e SET
  consumer_name = ri.consumer_name,
  ssn_last4 = ri.ssn_last4,
  permissible_purpose = coalesce(e.details->>'permissiblePurpose', ri.permissible_purpose),
  product_code = coalesce(e.details->>'productCode', ri.product_code)
FROM "report_inquiries" ri
WHERE e.category = 'report' AND ri.customer_id = e.customer_id
  AND ri.id = audit_event_inquiry_id(e.target_type, e.target_id, e.details);
--> statement-breakpoint
UPDATE "audit_events" e SET
  permissible_purpose = e.details->>'permissiblePurpose',
  product_code = e.details->>'productCode'
WHERE e.category = 'report' AND e.consumer_name IS NULL AND (e.details->>'permissiblePurpose' IS NOT NULL OR e.details->>'productCode' IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_append_only";
--> statement-breakpoint
-- Record v2 (apps/api/src/modules/audit/audit-chain.ts builds the same): v1's fields, then every value
-- a tab shows that is not among them: kind, product and Report History's consumer columns.
CREATE FUNCTION "audit_event_canonical_v2"(e "audit_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT 'v2' || audit_field(e.id::text) || audit_field(e.customer_id::text) || audit_field(e.category) || audit_field(e.seq::text)
    || audit_field(to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
    || audit_field(e.actor_user_id::text) || audit_field(e.actor_username) || audit_field(e.support_agent)
    || audit_field(e.action) || audit_field(e.outcome) || audit_field(e.target_type) || audit_field(e.target_id)
    || audit_field(e.details::text) || audit_field(e.correlation_id) || audit_field(e.ip)
    || audit_field(e.kind) || audit_field(e.product) || audit_field(e.consumer_name) || audit_field(e.ssn_last4)
    || audit_field(e.permissible_purpose) || audit_field(e.product_code)
$$;
--> statement-breakpoint
-- As migration 0020's, and: copies Report History's consumer from the inquiry as it is now, and
-- hashes record v2.
CREATE OR REPLACE FUNCTION "audit_events_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chain text;
  head_seq bigint;
  head_hash text;
  inquiry_id uuid;
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
  SELECT seq, hash INTO head_seq, head_hash FROM audit_chain_heads WHERE chain_key = chain FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO audit_chain_heads (chain_key, seq, hash) VALUES (chain, 0, '') ON CONFLICT (chain_key) DO NOTHING;
    SELECT seq, hash INTO head_seq, head_hash FROM audit_chain_heads WHERE chain_key = chain FOR UPDATE;
  END IF;
  NEW.seq := head_seq + 1;
  NEW.prev_hash := head_hash;
  NEW.hash := encode(sha256(convert_to(head_hash || audit_event_canonical_v2(NEW), 'UTF8')), 'hex');
  UPDATE audit_chain_heads SET seq = NEW.seq, hash = NEW.hash WHERE chain_key = chain;
  RETURN NEW;
END
$$;
