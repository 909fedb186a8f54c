ALTER TABLE "shop_webhook_events" ADD COLUMN "header_topic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_webhook_events" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "shop_webhook_events" ADD COLUMN "due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_webhook_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_webhook_events" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "shop_webhook_events" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "shop_webhook_events" SET "handled_at" = "received_at";--> statement-breakpoint
CREATE INDEX "shop_webhook_events_pending_idx" ON "shop_webhook_events" USING btree ("due_at","received_at") WHERE handled_at is null;