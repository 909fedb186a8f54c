CREATE TABLE "order_lines" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_lines_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_logs_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_shelf_returns" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lines" jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "order_shelf_returns_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"channel_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"exception_from" text,
	"exception_reason" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"consignee" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"cod_type" text DEFAULT 'none' NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"ioss" text DEFAULT '' NOT NULL,
	"vat" text DEFAULT '' NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"weight" numeric(10, 3) DEFAULT '0' NOT NULL,
	"length" numeric(8, 2) DEFAULT '0' NOT NULL,
	"width" numeric(8, 2) DEFAULT '0' NOT NULL,
	"height" numeric(8, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"payment_status" text,
	"fulfilment_status" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "orders_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_fk" FOREIGN KEY ("provider_id","variant_id") REFERENCES "public"."product_variants"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shelf_returns" ADD CONSTRAINT "order_shelf_returns_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_fk" FOREIGN KEY ("provider_id","channel_id") REFERENCES "public"."logistics_channels"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_variant_uq" ON "order_lines" USING btree ("provider_id","order_id","variant_id");--> statement-breakpoint
CREATE INDEX "order_lines_by_variant_idx" ON "order_lines" USING btree ("provider_id","variant_id");--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("provider_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("provider_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_shelf_returns_status_idx" ON "order_shelf_returns" USING btree ("provider_id","warehouse_id","status","created_at");--> statement-breakpoint
CREATE INDEX "order_shelf_returns_order_idx" ON "order_shelf_returns" USING btree ("provider_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_id_uq" ON "orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_uq" ON "orders" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("provider_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("provider_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("provider_id","customer_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_warehouse_idx" ON "orders" USING btree ("provider_id","warehouse_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_consignee_idx" ON "orders" USING btree ("provider_id","consignee");--> statement-breakpoint
CREATE INDEX "orders_reference_idx" ON "orders" USING btree ("provider_id","reference");--> statement-breakpoint
CREATE INDEX "orders_tracking_idx" ON "orders" USING btree ("provider_id","tracking_number");--> statement-breakpoint
CREATE INDEX "orders_channel_idx" ON "orders" USING btree ("provider_id","channel_id");