ALTER TABLE "shops" ADD COLUMN "tracking_url_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "delay_fulfil_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "include_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "exclude_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "warehouse_id" uuid;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "channel_id" uuid;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "order_mode" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "push_stock" boolean DEFAULT false NOT NULL;