CREATE TABLE "shops" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"shop_domain" text NOT NULL,
	"shop_name" text DEFAULT '' NOT NULL,
	"auth_kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token" text,
	"refresh_token_expires_at" timestamp with time zone,
	"api_secret" text,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"unbound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_id_uq" ON "shops" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_bound_domain_uq" ON "shops" USING btree ("shop_domain") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "shops_domain_idx" ON "shops" USING btree ("shop_domain");--> statement-breakpoint
CREATE INDEX "shops_customer_idx" ON "shops" USING btree ("provider_id","customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shops_created_idx" ON "shops" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);