CREATE TABLE "storage_selections" (
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_selections_provider_id_customer_id_warehouse_id_pk" PRIMARY KEY("provider_id","customer_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "label_templates" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"fields" text[] NOT NULL,
	"barcode_source" text DEFAULT 'sku' NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_templates_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "packaging_materials" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"weight" numeric(10, 2) NOT NULL,
	"cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packaging_materials_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_locations" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"partition_id" uuid,
	"shelf_id" uuid,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"walk_sequence" integer NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_locations_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_partitions" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_partitions_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_shelves" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"partition_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_shelves_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "wave_strategies" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"warehouse_id" uuid,
	"max_orders_per_wave" integer NOT NULL,
	"max_lines_per_wave" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wave_strategies_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"trigger" text NOT NULL,
	"result" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"error" text,
	"error_detail" text,
	"request_body" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	CONSTRAINT "webhook_attempts_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"kind" text DEFAULT 'event' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"event_type" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"secret" text NOT NULL,
	"auth_header_name" text DEFAULT '' NOT NULL,
	"auth_header_value" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_subscriptions_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "storage_selections" ADD CONSTRAINT "storage_selections_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_selections" ADD CONSTRAINT "storage_selections_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_templates" ADD CONSTRAINT "label_templates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD CONSTRAINT "packaging_materials_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_partition_fk" FOREIGN KEY ("provider_id","partition_id") REFERENCES "public"."warehouse_partitions"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_shelf_fk" FOREIGN KEY ("provider_id","shelf_id") REFERENCES "public"."warehouse_shelves"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_partitions" ADD CONSTRAINT "warehouse_partitions_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_shelves" ADD CONSTRAINT "warehouse_shelves_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_shelves" ADD CONSTRAINT "warehouse_shelves_partition_fk" FOREIGN KEY ("provider_id","partition_id") REFERENCES "public"."warehouse_partitions"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_strategies" ADD CONSTRAINT "wave_strategies_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_strategies" ADD CONSTRAINT "wave_strategies_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_selections_warehouse_idx" ON "storage_selections" USING btree ("provider_id","warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_templates_id_uq" ON "label_templates" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_templates_name_uq" ON "label_templates" USING btree ("provider_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "label_templates_default_uq" ON "label_templates" USING btree ("provider_id") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_materials_id_uq" ON "packaging_materials" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_materials_code_uq" ON "packaging_materials" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "packaging_materials_name_idx" ON "packaging_materials" USING btree ("provider_id","name");--> statement-breakpoint
CREATE INDEX "packaging_materials_created_idx" ON "packaging_materials" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_id_uq" ON "warehouse_locations" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_code_uq" ON "warehouse_locations" USING btree ("provider_id","warehouse_id","code");--> statement-breakpoint
CREATE INDEX "warehouse_locations_walk_idx" ON "warehouse_locations" USING btree ("provider_id","warehouse_id","walk_sequence","code");--> statement-breakpoint
CREATE INDEX "warehouse_locations_type_idx" ON "warehouse_locations" USING btree ("provider_id","warehouse_id","type","status");--> statement-breakpoint
CREATE INDEX "warehouse_locations_partition_idx" ON "warehouse_locations" USING btree ("provider_id","partition_id","code");--> statement-breakpoint
CREATE INDEX "warehouse_locations_shelf_idx" ON "warehouse_locations" USING btree ("provider_id","shelf_id","code");--> statement-breakpoint
CREATE INDEX "warehouse_locations_provider_code_idx" ON "warehouse_locations" USING btree ("provider_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_partitions_id_uq" ON "warehouse_partitions" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_partitions_code_uq" ON "warehouse_partitions" USING btree ("provider_id","warehouse_id","code");--> statement-breakpoint
CREATE INDEX "warehouse_partitions_provider_code_idx" ON "warehouse_partitions" USING btree ("provider_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_shelves_id_uq" ON "warehouse_shelves" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_shelves_code_uq" ON "warehouse_shelves" USING btree ("provider_id","partition_id","code");--> statement-breakpoint
CREATE INDEX "warehouse_shelves_warehouse_idx" ON "warehouse_shelves" USING btree ("provider_id","warehouse_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_id_uq" ON "warehouses" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_provider_code_uq" ON "warehouses" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "warehouses_provider_name_idx" ON "warehouses" USING btree ("provider_id","name");--> statement-breakpoint
CREATE INDEX "warehouses_provider_created_idx" ON "warehouses" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "warehouses_provider_status_idx" ON "warehouses" USING btree ("provider_id","status","code");--> statement-breakpoint
CREATE UNIQUE INDEX "wave_strategies_id_uq" ON "wave_strategies" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "wave_strategies_name_uq" ON "wave_strategies" USING btree ("provider_id","name");--> statement-breakpoint
CREATE INDEX "wave_strategies_kind_idx" ON "wave_strategies" USING btree ("provider_id","enabled","kind");--> statement-breakpoint
CREATE INDEX "wave_strategies_warehouse_idx" ON "wave_strategies" USING btree ("provider_id","warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_attempts_id_uq" ON "webhook_attempts" USING btree ("id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_owner_idx" ON "webhook_attempts" USING btree ("provider_id","customer_id","attempted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_attempts_subscription_idx" ON "webhook_attempts" USING btree ("provider_id","subscription_id","attempted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("provider_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_id_uq" ON "webhook_deliveries" USING btree ("id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_sub_idx" ON "webhook_deliveries" USING btree ("provider_id","subscription_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_subscriptions_id_uq" ON "webhook_subscriptions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_owner_idx" ON "webhook_subscriptions" USING btree ("provider_id","customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_match_idx" ON "webhook_subscriptions" USING btree ("provider_id","customer_id","event_type") WHERE status = 'enabled';