CREATE TABLE "vas_order_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "vas_order_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "vas_orders" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"done_quantity" integer,
	"instructions" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" text NOT NULL,
	"done_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vas_orders_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "vas_orders" ADD CONSTRAINT "vas_orders_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_orders" ADD CONSTRAINT "vas_orders_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_orders" ADD CONSTRAINT "vas_orders_variant_fk" FOREIGN KEY ("provider_id","variant_id") REFERENCES "public"."product_variants"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vas_orders_id_uq" ON "vas_orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vas_orders_code_uq" ON "vas_orders" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "vas_orders_created_idx" ON "vas_orders" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vas_orders_customer_idx" ON "vas_orders" USING btree ("provider_id","customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vas_orders_status_idx" ON "vas_orders" USING btree ("provider_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vas_orders_done_idx" ON "vas_orders" USING btree ("provider_id","closed_at") WHERE status = 'done';