CREATE TABLE "shipping_parcel_costs" (
	"provider_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"weight_kg" numeric(10, 3) NOT NULL,
	"packaging_material_id" uuid,
	"packaging_cost" numeric(12, 2),
	"packaging_currency" text,
	"shipping_cost" numeric(12, 2),
	"handed_over_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipping_parcel_costs_provider_id_order_id_pk" PRIMARY KEY("provider_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "logistics_channels" ADD COLUMN "tariff_first_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "logistics_channels" ADD COLUMN "tariff_first_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "logistics_channels" ADD COLUMN "tariff_step_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "logistics_channels" ADD COLUMN "tariff_step_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "shipping_parcel_costs" ADD CONSTRAINT "shipping_parcel_costs_order_fk" FOREIGN KEY ("provider_id","order_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_unpriced_work_source_idx" ON "billing_unpriced_work" USING btree ("provider_id","source_kind","source_id");--> statement-breakpoint
ALTER TABLE "logistics_channels" ADD CONSTRAINT "logistics_channels_tariff_ck" CHECK ((tariff_first_price is null and tariff_first_kg is null and tariff_step_kg is null and tariff_step_price is null)
        or (tariff_first_price is not null and tariff_first_kg is not null and tariff_step_kg > 0 and tariff_step_price is not null));