CREATE TABLE "site_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"stripe_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_key" text NOT NULL,
	"plan_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"checkout_id" uuid,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_licences" ADD CONSTRAINT "site_licences_checkout_id_site_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."site_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_checkouts_session_uq" ON "site_checkouts" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "site_checkouts_email_idx" ON "site_checkouts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "site_licences_key_uq" ON "site_licences" USING btree ("licence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "site_licences_checkout_uq" ON "site_licences" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_licences_free_email_uq" ON "site_licences" USING btree (lower("email")) WHERE "site_licences"."plan_id" = 'free';--> statement-breakpoint
CREATE INDEX "site_licences_subscription_idx" ON "site_licences" USING btree ("stripe_subscription_id");