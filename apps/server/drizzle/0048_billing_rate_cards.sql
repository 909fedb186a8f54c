CREATE TABLE "billing_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_card_rates" (
	"provider_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"location_type" text,
	"age_from_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_card_rates_provider_id_version_id_position_pk" PRIMARY KEY("provider_id","version_id","position")
);
--> statement-breakpoint
CREATE TABLE "rate_card_versions" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_card_versions_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_rates" ADD CONSTRAINT "rate_card_rates_version_fk" FOREIGN KEY ("provider_id","version_id") REFERENCES "public"."rate_card_versions"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_versions" ADD CONSTRAINT "rate_card_versions_card_fk" FOREIGN KEY ("provider_id","card_id") REFERENCES "public"."rate_cards"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_card_versions_id_uq" ON "rate_card_versions" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_card_versions_day_uq" ON "rate_card_versions" USING btree ("provider_id","card_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_id_uq" ON "rate_cards" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_default_uq" ON "rate_cards" USING btree ("provider_id") WHERE customer_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_customer_uq" ON "rate_cards" USING btree ("provider_id","customer_id") WHERE customer_id is not null;--> statement-breakpoint
CREATE INDEX "rate_cards_updated_idx" ON "rate_cards" USING btree ("provider_id","updated_at","id");