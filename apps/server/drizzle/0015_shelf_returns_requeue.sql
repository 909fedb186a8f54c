DROP INDEX "wave_orders_order_uq";--> statement-breakpoint
ALTER TABLE "order_shelf_returns" ADD COLUMN "done_by" uuid;--> statement-breakpoint
ALTER TABLE "order_shelf_returns" ADD COLUMN "done_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wave_orders_open_order_uq" ON "wave_orders" USING btree ("provider_id","order_id") WHERE result is null;