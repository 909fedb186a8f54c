CREATE TABLE "shop_stock_drifts" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"shop_variant_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"shopify_quantity" integer NOT NULL,
	"warehouse_quantity" integer NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"confirm_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"repaired_from" integer,
	"repaired_to" integer,
	"error" text,
	"error_detail" text DEFAULT '' NOT NULL,
	CONSTRAINT "shop_stock_drifts_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "shopify_available" integer;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "stock_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "stock_in_step" boolean;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "stock_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "stock_check_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "stock_check_after" uuid;--> statement-breakpoint
ALTER TABLE "shop_stock_drifts" ADD CONSTRAINT "shop_stock_drifts_shop_fk" FOREIGN KEY ("provider_id","shop_id") REFERENCES "public"."shops"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_stock_drifts_id_uq" ON "shop_stock_drifts" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_stock_drifts_open_uq" ON "shop_stock_drifts" USING btree ("provider_id","shop_variant_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "shop_stock_drifts_found_idx" ON "shop_stock_drifts" USING btree ("provider_id","shop_id","found_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_stock_drifts_state_idx" ON "shop_stock_drifts" USING btree ("provider_id","shop_id","state","resolved_at");--> statement-breakpoint
CREATE INDEX "shop_stock_drifts_confirm_idx" ON "shop_stock_drifts" USING btree ("provider_id","shop_id","confirm_at") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "shop_variants_shop_idx" ON "shop_variants" USING btree ("provider_id","shop_id","id");