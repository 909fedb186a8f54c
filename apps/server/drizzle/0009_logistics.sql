CREATE TABLE "logistics_api_accounts" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"api_token_enc" text,
	"api_token_hint" text DEFAULT '' NOT NULL,
	"password_enc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_api_accounts_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "logistics_channels" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"internal_channel_id" text DEFAULT '' NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"packaging_material_id" uuid,
	"carrier_kind" text NOT NULL,
	"api_account_id" uuid,
	"track_url_id" uuid,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_channels_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "logistics_default_track_urls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_track_urls" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"url" text NOT NULL,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_track_urls_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "logistics_waybill_sequences" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"last_value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logistics_api_accounts" ADD CONSTRAINT "logistics_api_accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_channels" ADD CONSTRAINT "logistics_channels_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_channels" ADD CONSTRAINT "logistics_channels_packaging_material_id_packaging_materials_id_fk" FOREIGN KEY ("packaging_material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_channels" ADD CONSTRAINT "logistics_channels_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_channels" ADD CONSTRAINT "logistics_channels_api_account_fk" FOREIGN KEY ("provider_id","api_account_id") REFERENCES "public"."logistics_api_accounts"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_track_urls" ADD CONSTRAINT "logistics_track_urls_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_waybill_sequences" ADD CONSTRAINT "logistics_waybill_sequences_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_api_accounts_id_uq" ON "logistics_api_accounts" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_api_accounts_name_uq" ON "logistics_api_accounts" USING btree ("provider_id","name");--> statement-breakpoint
CREATE INDEX "logistics_api_accounts_created_idx" ON "logistics_api_accounts" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_channels_id_uq" ON "logistics_channels" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_channels_code_uq" ON "logistics_channels" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "logistics_channels_warehouse_idx" ON "logistics_channels" USING btree ("provider_id","warehouse_id","code");--> statement-breakpoint
CREATE INDEX "logistics_channels_name_idx" ON "logistics_channels" USING btree ("provider_id","name");--> statement-breakpoint
CREATE INDEX "logistics_channels_api_idx" ON "logistics_channels" USING btree ("provider_id","api_account_id");--> statement-breakpoint
CREATE INDEX "logistics_channels_track_url_idx" ON "logistics_channels" USING btree ("provider_id","track_url_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_track_urls_id_uq" ON "logistics_track_urls" USING btree ("id");--> statement-breakpoint
CREATE INDEX "logistics_track_urls_name_idx" ON "logistics_track_urls" USING btree ("provider_id","name_en");--> statement-breakpoint
CREATE INDEX "logistics_track_urls_created_idx" ON "logistics_track_urls" USING btree ("provider_id","created_at");--> statement-breakpoint
INSERT INTO "logistics_default_track_urls" ("id", "name_cn", "name_en", "url") VALUES
('7a1c0001-0000-4000-8000-000000000001', '17TRACK', '17TRACK', 'https://t.17track.net/en#nums={tracking_number}'),
('7a1c0001-0000-4000-8000-000000000002', 'DHL 快递', 'DHL Express', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={tracking_number}'),
('7a1c0001-0000-4000-8000-000000000003', 'UPS', 'UPS', 'https://www.ups.com/track?tracknum={tracking_number}'),
('7a1c0001-0000-4000-8000-000000000004', '联邦快递', 'FedEx', 'https://www.fedex.com/fedextrack/?trknbr={tracking_number}'),
('7a1c0001-0000-4000-8000-000000000005', '美国邮政', 'USPS', 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking_number}'),
('7a1c0001-0000-4000-8000-000000000006', '云途物流', 'YunExpress', 'https://www.yuntrack.com/parcelTracking?id={tracking_number}');
