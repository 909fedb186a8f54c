CREATE TABLE "shop_fulfilments" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"shop_order_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"lines" jsonb NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"tracking_company" text DEFAULT '' NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"error_detail" text DEFAULT '' NOT NULL,
	"already_fulfilled" boolean DEFAULT false NOT NULL,
	"shopify_fulfillment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_fulfilments_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "ship_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "fulfil_mission_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_fulfilments" ADD CONSTRAINT "shop_fulfilments_shop_fk" FOREIGN KEY ("provider_id","shop_id") REFERENCES "public"."shops"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_fulfilments" ADD CONSTRAINT "shop_fulfilments_shop_order_fk" FOREIGN KEY ("provider_id","shop_order_id") REFERENCES "public"."shop_orders"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_fulfilments_id_uq" ON "shop_fulfilments" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_fulfilments_order_uq" ON "shop_fulfilments" USING btree ("provider_id","shop_order_id");--> statement-breakpoint
CREATE INDEX "shop_fulfilments_state_idx" ON "shop_fulfilments" USING btree ("provider_id","shop_id","state");--> statement-breakpoint
CREATE INDEX "shop_fulfilments_due_idx" ON "shop_fulfilments" USING btree ("due_at") WHERE state = 'due';