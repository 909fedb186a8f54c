CREATE TABLE "shop_return_reports" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"shop_return_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"error_detail" text DEFAULT '' NOT NULL,
	"already_disposed" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_return_reports_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_returns" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"shop_order_id" uuid,
	"shopify_return_id" text NOT NULL,
	"shopify_order_id" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"reason" text,
	"reason_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"return_id" uuid,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_returns_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_return_reports" ADD CONSTRAINT "shop_return_reports_shop_fk" FOREIGN KEY ("provider_id","shop_id") REFERENCES "public"."shops"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_return_reports" ADD CONSTRAINT "shop_return_reports_return_fk" FOREIGN KEY ("provider_id","shop_return_id") REFERENCES "public"."shop_returns"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_returns" ADD CONSTRAINT "shop_returns_shop_fk" FOREIGN KEY ("provider_id","shop_id") REFERENCES "public"."shops"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_return_reports_id_uq" ON "shop_return_reports" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_return_reports_return_uq" ON "shop_return_reports" USING btree ("provider_id","return_id");--> statement-breakpoint
CREATE INDEX "shop_return_reports_shop_return_idx" ON "shop_return_reports" USING btree ("provider_id","shop_return_id");--> statement-breakpoint
CREATE INDEX "shop_return_reports_state_idx" ON "shop_return_reports" USING btree ("provider_id","shop_id","state");--> statement-breakpoint
CREATE INDEX "shop_return_reports_due_idx" ON "shop_return_reports" USING btree ("due_at") WHERE state = 'due';--> statement-breakpoint
CREATE UNIQUE INDEX "shop_returns_id_uq" ON "shop_returns" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_returns_shopify_uq" ON "shop_returns" USING btree ("provider_id","shop_id","shopify_return_id");--> statement-breakpoint
CREATE INDEX "shop_returns_shop_order_idx" ON "shop_returns" USING btree ("provider_id","shop_order_id");--> statement-breakpoint
CREATE INDEX "shop_returns_due_idx" ON "shop_returns" USING btree ("due_at") WHERE state = 'due';