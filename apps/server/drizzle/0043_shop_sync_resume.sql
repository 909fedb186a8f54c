ALTER TABLE "shops" ADD COLUMN "sync_cursor" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sync_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sync_started_at" timestamp with time zone;