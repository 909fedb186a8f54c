ALTER TABLE "shops" ADD COLUMN "orders_read_cursor" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "orders_read_last" timestamp with time zone;