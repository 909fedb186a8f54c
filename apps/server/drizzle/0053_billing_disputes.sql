CREATE TABLE "billing_disputes" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"raised_by" text NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"resolution_note" text DEFAULT '' NOT NULL,
	"credit_note_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_disputes_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_charge_fk" FOREIGN KEY ("provider_id","charge_id") REFERENCES "public"."billing_charges"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_disputes_id_uq" ON "billing_disputes" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_disputes_open_uq" ON "billing_disputes" USING btree ("provider_id","charge_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "billing_disputes_charge_idx" ON "billing_disputes" USING btree ("provider_id","charge_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_disputes_list_idx" ON "billing_disputes" USING btree ("provider_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_disputes_customer_idx" ON "billing_disputes" USING btree ("provider_id","customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);