CREATE TABLE "shop_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_domain" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"state_hash" text NOT NULL,
	"claim_hash" text,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token" text,
	"refresh_token_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_installs_state_uq" ON "shop_installs" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_installs_claim_uq" ON "shop_installs" USING btree ("claim_hash");--> statement-breakpoint
CREATE INDEX "shop_installs_expires_idx" ON "shop_installs" USING btree ("expires_at");