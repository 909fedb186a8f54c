DROP INDEX "shop_fulfilments_order_uq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_from_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_split_from_fk" FOREIGN KEY ("provider_id","split_from_id") REFERENCES "public"."orders"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_split_from_idx" ON "orders" USING btree ("provider_id","split_from_id") WHERE split_from_id is not null;--> statement-breakpoint
CREATE INDEX "shop_fulfilments_shop_order_idx" ON "shop_fulfilments" USING btree ("provider_id","shop_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_fulfilments_order_uq" ON "shop_fulfilments" USING btree ("provider_id","order_id");