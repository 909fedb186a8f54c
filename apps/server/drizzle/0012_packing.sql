CREATE TABLE "packing_bag_items" (
	"provider_id" uuid NOT NULL,
	"bag_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_bag_items_provider_id_order_id_pk" PRIMARY KEY("provider_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "packing_bag_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "packing_bag_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "packing_bags" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bag_number" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "packing_bags_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "packing_review_scans" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"variant_id" uuid,
	"scanned" text NOT NULL,
	"outcome" text NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_review_scans_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "packing_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"tolerance_percent" numeric(5, 2) NOT NULL,
	"tolerance_grams" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_weighings" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"expected_kg" numeric(10, 3) NOT NULL,
	"actual_kg" numeric(10, 3) NOT NULL,
	"within_tolerance" boolean NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_weighings_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "packing_bag_items" ADD CONSTRAINT "packing_bag_items_bag_fk" FOREIGN KEY ("provider_id","bag_id") REFERENCES "public"."packing_bags"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_bag_items" ADD CONSTRAINT "packing_bag_items_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_bags" ADD CONSTRAINT "packing_bags_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_bags" ADD CONSTRAINT "packing_bags_channel_fk" FOREIGN KEY ("provider_id","channel_id") REFERENCES "public"."logistics_channels"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_review_scans" ADD CONSTRAINT "packing_review_scans_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_settings" ADD CONSTRAINT "packing_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_weighings" ADD CONSTRAINT "packing_weighings_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packing_bag_items_bag_idx" ON "packing_bag_items" USING btree ("provider_id","bag_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_bags_id_uq" ON "packing_bags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_bags_number_uq" ON "packing_bags" USING btree ("provider_id","bag_number");--> statement-breakpoint
CREATE INDEX "packing_bags_channel_idx" ON "packing_bags" USING btree ("provider_id","channel_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "packing_bags_created_idx" ON "packing_bags" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "packing_bags_status_idx" ON "packing_bags" USING btree ("provider_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "packing_review_scans_order_idx" ON "packing_review_scans" USING btree ("provider_id","order_id","outcome");--> statement-breakpoint
CREATE INDEX "packing_review_scans_created_idx" ON "packing_review_scans" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "packing_weighings_order_idx" ON "packing_weighings" USING btree ("provider_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "packing_weighings_created_idx" ON "packing_weighings" USING btree ("provider_id","created_at" DESC NULLS LAST);