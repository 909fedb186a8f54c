CREATE TABLE "receipt_boxes" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"box_no" integer NOT NULL,
	"code" text NOT NULL,
	"weight" numeric(10, 3) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "receipt_boxes_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_lines" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"variant_id" uuid NOT NULL,
	"expected_quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"qualified_quantity" integer DEFAULT 0 NOT NULL,
	"unqualified_quantity" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "receipt_lines_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_logs" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_user_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_logs_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_putaways" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_putaways_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"expected_arrival" date,
	"reference" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"receiving_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"put_away_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "receipts_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "receipt_boxes" ADD CONSTRAINT "receipt_boxes_receipt_fk" FOREIGN KEY ("provider_id","receipt_id") REFERENCES "public"."receipts"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_receipt_fk" FOREIGN KEY ("provider_id","receipt_id") REFERENCES "public"."receipts"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_variant_fk" FOREIGN KEY ("provider_id","variant_id") REFERENCES "public"."product_variants"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_logs" ADD CONSTRAINT "receipt_logs_receipt_fk" FOREIGN KEY ("provider_id","receipt_id") REFERENCES "public"."receipts"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_putaways" ADD CONSTRAINT "receipt_putaways_receipt_fk" FOREIGN KEY ("provider_id","receipt_id") REFERENCES "public"."receipts"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_putaways" ADD CONSTRAINT "receipt_putaways_line_fk" FOREIGN KEY ("provider_id","line_id") REFERENCES "public"."receipt_lines"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_putaways" ADD CONSTRAINT "receipt_putaways_location_fk" FOREIGN KEY ("provider_id","location_id") REFERENCES "public"."warehouse_locations"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_boxes_id_uq" ON "receipt_boxes" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_boxes_code_uq" ON "receipt_boxes" USING btree ("provider_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_boxes_no_uq" ON "receipt_boxes" USING btree ("provider_id","receipt_id","box_no");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_lines_id_uq" ON "receipt_lines" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_lines_variant_uq" ON "receipt_lines" USING btree ("provider_id","receipt_id","variant_id");--> statement-breakpoint
CREATE INDEX "receipt_lines_variant_idx" ON "receipt_lines" USING btree ("provider_id","variant_id");--> statement-breakpoint
CREATE INDEX "receipt_logs_receipt_idx" ON "receipt_logs" USING btree ("provider_id","receipt_id","created_at");--> statement-breakpoint
CREATE INDEX "receipt_putaways_receipt_idx" ON "receipt_putaways" USING btree ("provider_id","receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_putaways_location_idx" ON "receipt_putaways" USING btree ("provider_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_id_uq" ON "receipts" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_code_uq" ON "receipts" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "receipts_created_idx" ON "receipts" USING btree ("provider_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "receipts_customer_idx" ON "receipts" USING btree ("provider_id","customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "receipts_status_idx" ON "receipts" USING btree ("provider_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "receipts_warehouse_idx" ON "receipts" USING btree ("provider_id","warehouse_id","created_at" DESC NULLS LAST);