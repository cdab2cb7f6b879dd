CREATE TABLE "inquiry_counters" (
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inquiry_counters_customer_id_user_id_pk" PRIMARY KEY("customer_id","user_id")
);
--> statement-breakpoint
-- Keeps inquiry_counters.live equal to the number of live inquiries per (customer, user), whatever writes them.
CREATE FUNCTION "inquiry_counters_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta_old integer := 0;
  delta_new integer := 0;
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
  IF delta_old <> 0 THEN
    UPDATE inquiry_counters SET live = live + delta_old WHERE customer_id = OLD.customer_id AND user_id = OLD.user_id;
  END IF;
  IF delta_new <> 0 THEN
    INSERT INTO inquiry_counters AS c (customer_id, user_id, live) VALUES (NEW.customer_id, NEW.user_id, delta_new)
    ON CONFLICT (customer_id, user_id) DO UPDATE SET live = c.live + EXCLUDED.live;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_inquiries_count" AFTER INSERT OR UPDATE OF deleted_at, customer_id, user_id OR DELETE ON "report_inquiries"
FOR EACH ROW EXECUTE FUNCTION "inquiry_counters_track"();
--> statement-breakpoint
INSERT INTO inquiry_counters (customer_id, user_id, live)
SELECT customer_id, user_id, count(*) FROM report_inquiries WHERE deleted_at IS NULL GROUP BY customer_id, user_id;
