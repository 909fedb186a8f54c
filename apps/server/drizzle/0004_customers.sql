CREATE TABLE "customer_balance_entries" (
	"provider_id" uuid NOT NULL,
	"id" bigserial NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"operator_user_id" uuid NOT NULL,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_balance_entries_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "impersonator_user_id" uuid;--> statement-breakpoint
CREATE INDEX "balance_entries_customer_idx" ON "customer_balance_entries" USING btree ("provider_id","customer_id","created_at" DESC NULLS LAST);