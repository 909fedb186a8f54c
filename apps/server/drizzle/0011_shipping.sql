CREATE TABLE "shipping_notice_orders" (
	"provider_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"bag_code" text DEFAULT '' NOT NULL,
	CONSTRAINT "shipping_notice_orders_provider_id_notice_id_order_id_pk" PRIMARY KEY("provider_id","notice_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_notice_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "shipping_notice_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "shipping_notices" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "shipping_notices_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipping_waybills" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"tracking_number" text NOT NULL,
	"box_number" text DEFAULT '' NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_printed_at" timestamp with time zone,
	CONSTRAINT "shipping_waybills_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "shipping_notice_orders" ADD CONSTRAINT "shipping_notice_orders_notice_fk" FOREIGN KEY ("provider_id","notice_id") REFERENCES "public"."shipping_notices"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_notice_orders" ADD CONSTRAINT "shipping_notice_orders_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_notices" ADD CONSTRAINT "shipping_notices_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_notices" ADD CONSTRAINT "shipping_notices_channel_fk" FOREIGN KEY ("provider_id","channel_id") REFERENCES "public"."logistics_channels"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_waybills" ADD CONSTRAINT "shipping_waybills_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_waybills" ADD CONSTRAINT "shipping_waybills_channel_fk" FOREIGN KEY ("provider_id","channel_id") REFERENCES "public"."logistics_channels"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_notice_orders_order_uq" ON "shipping_notice_orders" USING btree ("provider_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_notices_id_uq" ON "shipping_notices" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_notices_code_uq" ON "shipping_notices" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "shipping_notices_created_idx" ON "shipping_notices" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipping_notices_status_idx" ON "shipping_notices" USING btree ("provider_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_waybills_order_uq" ON "shipping_waybills" USING btree ("provider_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_waybills_tracking_uq" ON "shipping_waybills" USING btree ("provider_id","tracking_number");