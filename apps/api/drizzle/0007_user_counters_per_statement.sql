-- user_counters, kept per statement instead of per row: a bulk import of users (one INSERT of many
-- rows) upserts each company's counter once, instead of rewriting the same counter row once per user
-- inside one transaction (whose version chain made large imports quadratic).
DROP TRIGGER "users_count" ON "users";
--> statement-breakpoint
DROP FUNCTION "user_counters_track"();
--> statement-breakpoint
CREATE FUNCTION "user_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_counters AS c (customer_id, users)
    SELECT customer_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY customer_id
    ON CONFLICT (customer_id) DO UPDATE SET users = c.users + EXCLUDED.users;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE user_counters c SET users = c.users - d.n
    FROM (SELECT customer_id, count(*) AS n FROM old_rows WHERE deleted_at IS NULL GROUP BY customer_id) d
    WHERE c.customer_id = d.customer_id;
  ELSE
    -- an update changes a count only when it deletes a user or moves one between companies
    INSERT INTO user_counters AS c (customer_id, users)
    SELECT customer_id, sum(delta) FROM (
      SELECT customer_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT customer_id, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
    ) d
    GROUP BY customer_id HAVING sum(delta) <> 0
    ON CONFLICT (customer_id) DO UPDATE SET users = c.users + EXCLUDED.users;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "user_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "user_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "user_counters_apply"();
