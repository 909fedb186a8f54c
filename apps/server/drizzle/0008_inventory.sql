CREATE TABLE "stock_allocations" (
	"provider_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"balance_id" uuid NOT NULL,
	"state" text NOT NULL,
	"document_code" text NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_allocations_provider_id_document_type_document_id_balance_id_state_pk" PRIMARY KEY("provider_id","document_type","document_id","balance_id","state"),
	CONSTRAINT "stock_allocations_quantity_ck" CHECK ("stock_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"draft_occupied" integer DEFAULT 0 NOT NULL,
	"unpicked_occupied" integer DEFAULT 0 NOT NULL,
	"picking_occupied" integer DEFAULT 0 NOT NULL,
	"inbound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_provider_id_id_pk" PRIMARY KEY("provider_id","id"),
	CONSTRAINT "stock_balances_key_uq" UNIQUE NULLS NOT DISTINCT("provider_id","warehouse_id","variant_id","customer_id","location_id","batch","production_date","expiry_date"),
	CONSTRAINT "stock_balances_on_hand_ck" CHECK ("stock_balances"."on_hand" >= 0),
	CONSTRAINT "stock_balances_draft_ck" CHECK ("stock_balances"."draft_occupied" >= 0),
	CONSTRAINT "stock_balances_unpicked_ck" CHECK ("stock_balances"."unpicked_occupied" >= 0),
	CONSTRAINT "stock_balances_picking_ck" CHECK ("stock_balances"."picking_occupied" >= 0),
	CONSTRAINT "stock_balances_available_ck" CHECK ("stock_balances"."draft_occupied" + "stock_balances"."unpicked_occupied" + "stock_balances"."picking_occupied" <= "stock_balances"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"line_count" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_documents_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_logs" (
	"provider_id" uuid NOT NULL,
	"id" bigserial NOT NULL,
	"balance_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"document_code" text NOT NULL,
	"delta_on_hand" integer NOT NULL,
	"on_hand_before" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"delta_draft" integer DEFAULT 0 NOT NULL,
	"delta_unpicked" integer DEFAULT 0 NOT NULL,
	"delta_picking" integer DEFAULT 0 NOT NULL,
	"draft_after" integer NOT NULL,
	"unpicked_after" integer NOT NULL,
	"picking_after" integer NOT NULL,
	"operator_user_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_logs_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_allocations_balance_idx" ON "stock_allocations" USING btree ("provider_id","balance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_id_uq" ON "stock_balances" USING btree ("id");--> statement-breakpoint
CREATE INDEX "stock_balances_variant_idx" ON "stock_balances" USING btree ("provider_id","variant_id");--> statement-breakpoint
CREATE INDEX "stock_balances_location_idx" ON "stock_balances" USING btree ("provider_id","location_id");--> statement-breakpoint
CREATE INDEX "stock_balances_customer_idx" ON "stock_balances" USING btree ("provider_id","customer_id","variant_id");--> statement-breakpoint
CREATE INDEX "stock_balances_expiry_idx" ON "stock_balances" USING btree ("provider_id","expiry_date") WHERE expiry_date is not null and on_hand > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_id_uq" ON "stock_documents" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_code_uq" ON "stock_documents" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "stock_documents_created_idx" ON "stock_documents" USING btree ("provider_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_logs_variant_idx" ON "stock_logs" USING btree ("provider_id","variant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_logs_document_idx" ON "stock_logs" USING btree ("provider_id","document_type","document_id");--> statement-breakpoint
CREATE INDEX "stock_logs_document_code_idx" ON "stock_logs" USING btree ("provider_id","document_code");--> statement-breakpoint
CREATE INDEX "stock_logs_balance_idx" ON "stock_logs" USING btree ("provider_id","balance_id","id");--> statement-breakpoint
CREATE INDEX "stock_logs_customer_idx" ON "stock_logs" USING btree ("provider_id","customer_id","variant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION "stock_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_logs is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stock_logs_no_update_delete" BEFORE UPDATE OR DELETE ON "stock_logs" FOR EACH ROW EXECUTE FUNCTION "stock_logs_append_only"();
