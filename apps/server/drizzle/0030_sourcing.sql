CREATE TABLE "sourcing_customer_quotas" (
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"daily_quota" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_customer_quotas_provider_id_customer_id_pk" PRIMARY KEY("provider_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_daily_counts" (
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "sourcing_daily_counts_provider_id_customer_id_day_pk" PRIMARY KEY("provider_id","customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "sourcing_logs" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_logs_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_quotes" (
	"provider_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_url" text DEFAULT '' NOT NULL,
	"product_title" text NOT NULL,
	"currency" text NOT NULL,
	"moq" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"variants" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"quoted_by" uuid NOT NULL,
	"quoted_by_name" text NOT NULL,
	"quoted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_quotes_provider_id_request_id_pk" PRIMARY KEY("provider_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_requests" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"marketplace" text,
	"link_key" text,
	"keywords" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"product_id" uuid,
	"expected_price" numeric(12, 2),
	"purchase_reason" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items_count" integer DEFAULT 1 NOT NULL,
	"assignee_id" uuid,
	"reject_reason" text DEFAULT '' NOT NULL,
	"valid_until" timestamp with time zone,
	"expiry_warned_at" timestamp with time zone,
	"created_product_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "sourcing_requests_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "sourcing_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "sourcing_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"default_daily_quota" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sourcing_customer_quotas" ADD CONSTRAINT "sourcing_customer_quotas_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_logs" ADD CONSTRAINT "sourcing_logs_request_fk" FOREIGN KEY ("provider_id","request_id") REFERENCES "public"."sourcing_requests"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_quotes" ADD CONSTRAINT "sourcing_quotes_request_fk" FOREIGN KEY ("provider_id","request_id") REFERENCES "public"."sourcing_requests"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sourcing_logs_request_idx" ON "sourcing_logs" USING btree ("provider_id","request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_requests_id_uq" ON "sourcing_requests" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_requests_code_uq" ON "sourcing_requests" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "sourcing_requests_created_idx" ON "sourcing_requests" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sourcing_requests_customer_idx" ON "sourcing_requests" USING btree ("provider_id","customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sourcing_requests_status_idx" ON "sourcing_requests" USING btree ("provider_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sourcing_requests_assignee_idx" ON "sourcing_requests" USING btree ("provider_id","assignee_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sourcing_requests_link_idx" ON "sourcing_requests" USING btree ("provider_id","customer_id","link_key");--> statement-breakpoint
CREATE INDEX "sourcing_requests_valid_until_idx" ON "sourcing_requests" USING btree ("valid_until") WHERE status = 'pending_confirmation';