CREATE TABLE "billing_charges" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"charge_key" text NOT NULL,
	"kind" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"source_code" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"billing_day" date NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"rate_version_id" uuid,
	CONSTRAINT "billing_charges_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_cursors" (
	"provider_id" uuid NOT NULL,
	"source" text NOT NULL,
	"through" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_cursors_provider_id_source_pk" PRIMARY KEY("provider_id","source")
);
--> statement-breakpoint
CREATE TABLE "billing_unpriced_work" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"charge_key" text NOT NULL,
	"kind" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"source_code" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"billing_day" date NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"waive_reason" text DEFAULT '' NOT NULL,
	"charge_id" uuid,
	CONSTRAINT "billing_unpriced_work_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_balance_entries" ALTER COLUMN "operator_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_unpriced_work" ADD CONSTRAINT "billing_unpriced_work_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_charges_id_uq" ON "billing_charges" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_charges_key_uq" ON "billing_charges" USING btree ("provider_id","charge_key");--> statement-breakpoint
CREATE INDEX "billing_charges_day_idx" ON "billing_charges" USING btree ("provider_id","billing_day" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_charges_customer_idx" ON "billing_charges" USING btree ("provider_id","customer_id","billing_day" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_charges_source_idx" ON "billing_charges" USING btree ("provider_id","source_kind","source_id");--> statement-breakpoint
CREATE INDEX "billing_charges_kind_idx" ON "billing_charges" USING btree ("provider_id","kind","billing_day" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_charges_warehouse_idx" ON "billing_charges" USING btree ("provider_id","warehouse_id","billing_day" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "billing_unpriced_work_id_uq" ON "billing_unpriced_work" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_unpriced_work_key_uq" ON "billing_unpriced_work" USING btree ("provider_id","charge_key");--> statement-breakpoint
CREATE INDEX "billing_unpriced_work_status_idx" ON "billing_unpriced_work" USING btree ("provider_id","status","billing_day","id");--> statement-breakpoint
CREATE INDEX "receipts_completed_idx" ON "receipts" USING btree ("provider_id","completed_at") WHERE completed_at is not null;