DROP INDEX "audit_events_kind_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
DROP INDEX "audit_events_product_idx";--> statement-breakpoint
DROP INDEX "audit_events_time_idx";--> statement-breakpoint
CREATE INDEX "audit_events_kind_time_idx" ON "audit_events" USING btree ("customer_id","category","kind","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_time_idx" ON "audit_events" USING btree ("customer_id","category",lower("actor_username"),"occurred_at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_kind_time_idx" ON "audit_events" USING btree ("customer_id","category",lower("actor_username"),"kind","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_product_time_idx" ON "audit_events" USING btree ("customer_id","category","product","occurred_at","seq") WHERE product is not null;--> statement-breakpoint
CREATE INDEX "audit_events_category_time_idx" ON "audit_events" USING btree ("customer_id","category","occurred_at","seq");