CREATE TABLE "shop_orders" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"shopify_order_id" text NOT NULL,
	"name" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"shopify_updated_at" timestamp with time zone NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"financial_status" text NOT NULL,
	"fulfilment_status" text NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"total_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"shipping_address" jsonb,
	"items" jsonb NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"state" text NOT NULL,
	"reason" text,
	"reason_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_at" timestamp with time zone,
	"order_id" uuid,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_sku_maps" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"shopify_variant_id" text NOT NULL,
	"variant_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_sku_maps_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"shop_domain" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "webhook_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "orders_read_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "orders_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_shop_fk" FOREIGN KEY ("provider_id","shop_id") REFERENCES "public"."shops"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sku_maps" ADD CONSTRAINT "shop_sku_maps_shop_fk" FOREIGN KEY ("provider_id","shop_id") REFERENCES "public"."shops"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_id_uq" ON "shop_orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_shopify_uq" ON "shop_orders" USING btree ("provider_id","shop_id","shopify_order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_list_idx" ON "shop_orders" USING btree ("provider_id","shop_id","ordered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_state_idx" ON "shop_orders" USING btree ("provider_id","shop_id","state","ordered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_order_idx" ON "shop_orders" USING btree ("provider_id","order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_due_idx" ON "shop_orders" USING btree ("due_at") WHERE state in ('waiting', 'held') and due_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_sku_maps_id_uq" ON "shop_sku_maps" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_sku_maps_variant_uq" ON "shop_sku_maps" USING btree ("provider_id","shop_id","shopify_variant_id");--> statement-breakpoint
CREATE INDEX "shop_webhook_events_received_idx" ON "shop_webhook_events" USING btree ("received_at");