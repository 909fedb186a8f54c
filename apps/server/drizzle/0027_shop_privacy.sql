CREATE TABLE "shop_data_requests" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"shopify_request_id" text DEFAULT '' NOT NULL,
	"shopify_customer_id" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"orders_requested" text[] DEFAULT '{}'::text[] NOT NULL,
	"orders_found" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_data_requests_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_data_requests" ADD CONSTRAINT "shop_data_requests_shop_fk" FOREIGN KEY ("provider_id","shop_id") REFERENCES "public"."shops"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_data_requests_id_uq" ON "shop_data_requests" USING btree ("id");--> statement-breakpoint
CREATE INDEX "shop_data_requests_shop_idx" ON "shop_data_requests" USING btree ("provider_id","shop_id","created_at" DESC NULLS LAST);