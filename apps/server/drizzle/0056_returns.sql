CREATE TABLE "return_lines" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"reason_note" text DEFAULT '' NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	"shop_line_id" text,
	CONSTRAINT "return_lines_provider_id_id_pk" PRIMARY KEY("provider_id","id"),
	CONSTRAINT "return_lines_quantity_ck" CHECK (quantity >= 0 and missing >= 0 and missing <= quantity)
);
--> statement-breakpoint
CREATE TABLE "return_logs" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_logs_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "return_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "return_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "return_units" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"disposition" text NOT NULL,
	"location_id" uuid,
	"location_code" text,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inspected_by" uuid NOT NULL,
	"inspected_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_units_provider_id_id_pk" PRIMARY KEY("provider_id","id"),
	CONSTRAINT "return_units_quantity_ck" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"order_id" uuid,
	"order_code" text,
	"consignee" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"markings" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"shop_return_id" text,
	"received_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "unidentified_return_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "unidentified_return_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "unidentified_returns" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"markings" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"received_by_name" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"return_id" uuid,
	"assigned_by_name" text,
	"assigned_at" timestamp with time zone,
	CONSTRAINT "unidentified_returns_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_fk" FOREIGN KEY ("provider_id","return_id") REFERENCES "public"."returns"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_variant_fk" FOREIGN KEY ("provider_id","variant_id") REFERENCES "public"."product_variants"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_logs" ADD CONSTRAINT "return_logs_return_fk" FOREIGN KEY ("provider_id","return_id") REFERENCES "public"."returns"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_units" ADD CONSTRAINT "return_units_return_fk" FOREIGN KEY ("provider_id","return_id") REFERENCES "public"."returns"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_units" ADD CONSTRAINT "return_units_line_fk" FOREIGN KEY ("provider_id","line_id") REFERENCES "public"."return_lines"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidentified_returns" ADD CONSTRAINT "unidentified_returns_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidentified_returns" ADD CONSTRAINT "unidentified_returns_return_fk" FOREIGN KEY ("provider_id","return_id") REFERENCES "public"."returns"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_id_uq" ON "return_lines" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_variant_uq" ON "return_lines" USING btree ("provider_id","return_id","variant_id");--> statement-breakpoint
CREATE INDEX "return_lines_variant_idx" ON "return_lines" USING btree ("provider_id","variant_id");--> statement-breakpoint
CREATE INDEX "return_logs_return_idx" ON "return_logs" USING btree ("provider_id","return_id","created_at");--> statement-breakpoint
CREATE INDEX "return_units_return_idx" ON "return_units" USING btree ("provider_id","return_id","created_at");--> statement-breakpoint
CREATE INDEX "return_units_line_idx" ON "return_units" USING btree ("provider_id","line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_id_uq" ON "returns" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_code_uq" ON "returns" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "returns_created_idx" ON "returns" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "returns_customer_idx" ON "returns" USING btree ("provider_id","customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("provider_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "returns_received_idx" ON "returns" USING btree ("provider_id","received_at") WHERE received_at is not null;--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("provider_id","order_id") WHERE order_id is not null;--> statement-breakpoint
CREATE INDEX "returns_tracking_idx" ON "returns" USING btree ("provider_id","tracking_number") WHERE tracking_number <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "returns_shop_return_uq" ON "returns" USING btree ("provider_id","shop_return_id") WHERE shop_return_id is not null;--> statement-breakpoint
CREATE INDEX "returns_inspected_idx" ON "returns" USING btree ("provider_id","inspected_at") WHERE inspected_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "unidentified_returns_id_uq" ON "unidentified_returns" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "unidentified_returns_code_uq" ON "unidentified_returns" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "unidentified_returns_received_idx" ON "unidentified_returns" USING btree ("provider_id","received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "unidentified_returns_status_idx" ON "unidentified_returns" USING btree ("provider_id","status","received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);