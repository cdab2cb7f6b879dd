CREATE TABLE "audit_chain_heads" (
	"chain_key" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "support_agent" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "category" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_events_chain_idx" ON "audit_events" USING btree ("customer_id","category","seq");--> statement-breakpoint
CREATE INDEX "audit_events_kind_idx" ON "audit_events" USING btree ("customer_id","category","kind","seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("customer_id","category",lower("actor_username"),"seq");--> statement-breakpoint
CREATE INDEX "audit_events_product_idx" ON "audit_events" USING btree ("customer_id","category","product","seq") WHERE product is not null;--> statement-breakpoint
CREATE INDEX "audit_events_time_idx" ON "audit_events" USING btree ("customer_id","category","occurred_at");--> statement-breakpoint
-- One field of the canonical record: '|-' for null, else '|<octets>:<text>' (unambiguous whatever the text holds).
CREATE FUNCTION "audit_field"(v text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v IS NULL THEN '|-' ELSE '|' || octet_length(v)::text || ':' || v END
$$;
--> statement-breakpoint
-- The canonical record an event's hash is over (docs/audit.md; apps/api/src/modules/audit/audit-chain.ts builds the same).
CREATE FUNCTION "audit_event_canonical"(e "audit_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT 'v1' || audit_field(e.id::text) || audit_field(e.customer_id::text) || audit_field(e.category) || audit_field(e.seq::text)
    || audit_field(to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
    || audit_field(e.actor_user_id::text) || audit_field(e.actor_username) || audit_field(e.support_agent)
    || audit_field(e.action) || audit_field(e.outcome) || audit_field(e.target_type) || audit_field(e.target_id)
    || audit_field(e.details::text) || audit_field(e.correlation_id) || audit_field(e.ip)
$$;
--> statement-breakpoint
-- Sorts an event into its Audit Logs tab (category) and kind, and links it into its chain: one per
-- company and category, its head row locked FOR UPDATE so a chain's events are linked one at a time
-- (the lock is held to the end of the writing transaction). Works for multi-row inserts (row by row).
CREATE FUNCTION "audit_events_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chain text;
  head_seq bigint;
  head_hash text;
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
  chain := coalesce(NEW.customer_id::text, '-') || '/' || NEW.category;
  SELECT seq, hash INTO head_seq, head_hash FROM audit_chain_heads WHERE chain_key = chain FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO audit_chain_heads (chain_key, seq, hash) VALUES (chain, 0, '') ON CONFLICT (chain_key) DO NOTHING;
    SELECT seq, hash INTO head_seq, head_hash FROM audit_chain_heads WHERE chain_key = chain FOR UPDATE;
  END IF;
  NEW.seq := head_seq + 1;
  NEW.prev_hash := head_hash;
  NEW.hash := encode(sha256(convert_to(head_hash || audit_event_canonical(NEW), 'UTF8')), 'hex');
  UPDATE audit_chain_heads SET seq = NEW.seq, hash = NEW.hash WHERE chain_key = chain;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The events written before this migration are linked in id order, as if written now.
DO $$
DECLARE
  r record;
BEGIN
  CREATE TEMP TABLE audit_backfill ON COMMIT DROP AS SELECT * FROM audit_events ORDER BY id;
  DELETE FROM audit_events;
  CREATE TRIGGER "audit_events_link_backfill" BEFORE INSERT ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_link"();
  INSERT INTO audit_events SELECT * FROM audit_backfill ORDER BY id;
  DROP TRIGGER "audit_events_link_backfill" ON "audit_events";
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_link" BEFORE INSERT ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_link"();
--> statement-breakpoint
-- Append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (docs/audit.md: retention, the database role).
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_chain_heads_append_only" BEFORE DELETE OR TRUNCATE ON "audit_chain_heads" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
