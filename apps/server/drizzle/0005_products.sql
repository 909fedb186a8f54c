CREATE TABLE "product_variants" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sku" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"name_cn" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'pcs' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"weight" numeric(10, 3) DEFAULT '0' NOT NULL,
	"length" numeric(8, 2) DEFAULT '0' NOT NULL,
	"width" numeric(8, 2) DEFAULT '0' NOT NULL,
	"height" numeric(8, 2) DEFAULT '0' NOT NULL,
	"inspection_length" numeric(8, 2),
	"inspection_width" numeric(8, 2),
	"inspection_height" numeric(8, 2),
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"compare_at_price" numeric(12, 2),
	"origin" text DEFAULT '' NOT NULL,
	"warning_quantity" integer DEFAULT 0 NOT NULL,
	"main_image_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"pid" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"main_image_url" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_fk" FOREIGN KEY ("provider_id","product_id") REFERENCES "public"."products"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_id_uq" ON "product_variants" USING btree ("id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("provider_id","product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_uq" ON "product_variants" USING btree ("provider_id","customer_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_barcode_uq" ON "product_variants" USING btree ("provider_id","customer_id","barcode") WHERE barcode <> '';--> statement-breakpoint
CREATE INDEX "product_variants_provider_barcode_idx" ON "product_variants" USING btree ("provider_id","barcode");--> statement-breakpoint
CREATE INDEX "product_variants_provider_sku_idx" ON "product_variants" USING btree ("provider_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_id_uq" ON "products" USING btree ("id");--> statement-breakpoint
CREATE INDEX "products_provider_created_idx" ON "products" USING btree ("provider_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_customer_created_idx" ON "products" USING btree ("provider_id","customer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_customer_updated_idx" ON "products" USING btree ("provider_id","customer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_customer_title_idx" ON "products" USING btree ("provider_id","customer_id","title");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");