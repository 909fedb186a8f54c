DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_pending_sub_idx";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD COLUMN "backoff_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_queue_idx" ON "webhook_deliveries" USING btree ("provider_id","subscription_id","next_attempt_at","seq") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_leased_idx" ON "webhook_deliveries" USING btree ("provider_id","subscription_id","leased_until") WHERE status = 'pending' and leased_until is not null;