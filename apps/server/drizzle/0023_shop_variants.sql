CREATE TABLE "shop_variants" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"shopify_product_id" text NOT NULL,
	"shopify_variant_id" text NOT NULL,
	"inventory_item_id" text DEFAULT '' NOT NULL,
	"product_title" text NOT NULL,
	"variant_title" text DEFAULT '' NOT NULL,
	"product_status" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" text DEFAULT '0' NOT NULL,
	"compare_at_price" text,
	"weight_kg" numeric(10, 3),
	"image_url" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_state" text NOT NULL,
	"conflict_reason" text,
	"conflict_detail" text,
	"product_id" uuid,
	"variant_id" uuid,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_variants_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sync_mission_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_shop_fk" FOREIGN KEY ("provider_id","shop_id") REFERENCES "public"."shops"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_variants_id_uq" ON "shop_variants" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_variants_variant_uq" ON "shop_variants" USING btree ("provider_id","shop_id","shopify_variant_id");--> statement-breakpoint
CREATE INDEX "shop_variants_sku_idx" ON "shop_variants" USING btree ("provider_id","shop_id","sku");--> statement-breakpoint
CREATE INDEX "shop_variants_title_idx" ON "shop_variants" USING btree ("provider_id","shop_id","product_title","id");--> statement-breakpoint
CREATE INDEX "shop_variants_state_idx" ON "shop_variants" USING btree ("provider_id","shop_id","link_state");--> statement-breakpoint
CREATE INDEX "shop_variants_catalogue_idx" ON "shop_variants" USING btree ("provider_id","variant_id");