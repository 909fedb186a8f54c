CREATE TABLE "shop_stock_changes" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "shop_stock_changes_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "stock_quantity" integer;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "stock_pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "stock_error" text;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "stock_error_detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock_changes" ADD CONSTRAINT "shop_stock_changes_shop_fk" FOREIGN KEY ("provider_id","shop_id") REFERENCES "public"."shops"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_stock_changes_id_uq" ON "shop_stock_changes" USING btree ("id");--> statement-breakpoint
CREATE INDEX "shop_stock_changes_shop_idx" ON "shop_stock_changes" USING btree ("provider_id","shop_id");--> statement-breakpoint
CREATE INDEX "shop_stock_changes_due_idx" ON "shop_stock_changes" USING btree ("due_at");