CREATE TABLE "wave_orders" (
	"provider_id" uuid NOT NULL,
	"wave_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"result" text,
	CONSTRAINT "wave_orders_provider_id_wave_id_order_id_pk" PRIMARY KEY("provider_id","wave_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "wave_pick_lines" (
	"provider_id" uuid NOT NULL,
	"wave_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"required" integer NOT NULL,
	"picked" integer NOT NULL,
	CONSTRAINT "wave_pick_lines_provider_id_wave_id_location_id_variant_id_pk" PRIMARY KEY("provider_id","wave_id","location_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "wave_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "wave_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "waves" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"strategy_id" uuid,
	"strategy_name" text NOT NULL,
	"strategy_kind" text NOT NULL,
	"status" text DEFAULT 'picking' NOT NULL,
	"order_count" integer NOT NULL,
	"line_count" integer NOT NULL,
	"unit_count" integer NOT NULL,
	"exception_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"picked_by" uuid,
	"picked_at" timestamp with time zone,
	CONSTRAINT "waves_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "wave_orders" ADD CONSTRAINT "wave_orders_wave_fk" FOREIGN KEY ("provider_id","wave_id") REFERENCES "public"."waves"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_orders" ADD CONSTRAINT "wave_orders_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_pick_lines" ADD CONSTRAINT "wave_pick_lines_wave_fk" FOREIGN KEY ("provider_id","wave_id") REFERENCES "public"."waves"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waves" ADD CONSTRAINT "waves_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wave_orders_order_uq" ON "wave_orders" USING btree ("provider_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waves_id_uq" ON "waves" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "waves_code_uq" ON "waves" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "waves_created_idx" ON "waves" USING btree ("provider_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "waves_status_idx" ON "waves" USING btree ("provider_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "waves_strategy_idx" ON "waves" USING btree ("provider_id","strategy_id","created_at" DESC NULLS LAST);