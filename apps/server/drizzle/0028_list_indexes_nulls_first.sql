DROP INDEX "balance_entries_customer_idx";--> statement-breakpoint
DROP INDEX "stock_documents_created_idx";--> statement-breakpoint
DROP INDEX "stock_logs_variant_idx";--> statement-breakpoint
DROP INDEX "stock_logs_customer_idx";--> statement-breakpoint
DROP INDEX "mail_mailbox_created_idx";--> statement-breakpoint
DROP INDEX "missions_owner_created_idx";--> statement-breakpoint
DROP INDEX "packing_bags_channel_idx";--> statement-breakpoint
DROP INDEX "packing_bags_created_idx";--> statement-breakpoint
DROP INDEX "packing_bags_status_idx";--> statement-breakpoint
DROP INDEX "packing_weighings_created_idx";--> statement-breakpoint
DROP INDEX "products_provider_created_idx";--> statement-breakpoint
DROP INDEX "products_customer_created_idx";--> statement-breakpoint
DROP INDEX "products_customer_updated_idx";--> statement-breakpoint
DROP INDEX "receipts_created_idx";--> statement-breakpoint
DROP INDEX "receipts_customer_idx";--> statement-breakpoint
DROP INDEX "receipts_status_idx";--> statement-breakpoint
DROP INDEX "receipts_warehouse_idx";--> statement-breakpoint
DROP INDEX "shipping_notices_created_idx";--> statement-breakpoint
DROP INDEX "shipping_notices_status_idx";--> statement-breakpoint
DROP INDEX "shop_data_requests_shop_idx";--> statement-breakpoint
DROP INDEX "shop_orders_list_idx";--> statement-breakpoint
DROP INDEX "shop_orders_state_idx";--> statement-breakpoint
DROP INDEX "waves_created_idx";--> statement-breakpoint
DROP INDEX "waves_status_idx";--> statement-breakpoint
DROP INDEX "waves_strategy_idx";--> statement-breakpoint
DROP INDEX "webhook_attempts_owner_idx";--> statement-breakpoint
DROP INDEX "webhook_attempts_subscription_idx";--> statement-breakpoint
DROP INDEX "webhook_subscriptions_owner_idx";--> statement-breakpoint
CREATE INDEX "balance_entries_customer_idx" ON "customer_balance_entries" USING btree ("provider_id","customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_documents_created_idx" ON "stock_documents" USING btree ("provider_id","type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_logs_variant_idx" ON "stock_logs" USING btree ("provider_id","variant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_logs_customer_idx" ON "stock_logs" USING btree ("provider_id","customer_id","variant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_mailbox_created_idx" ON "mail_messages" USING btree ("mailbox_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "missions_owner_created_idx" ON "missions" USING btree ("owner_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "packing_bags_channel_idx" ON "packing_bags" USING btree ("provider_id","channel_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "packing_bags_created_idx" ON "packing_bags" USING btree ("provider_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "packing_bags_status_idx" ON "packing_bags" USING btree ("provider_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "packing_weighings_created_idx" ON "packing_weighings" USING btree ("provider_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_provider_created_idx" ON "products" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_customer_created_idx" ON "products" USING btree ("provider_id","customer_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_customer_updated_idx" ON "products" USING btree ("provider_id","customer_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipts_created_idx" ON "receipts" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "receipts_customer_idx" ON "receipts" USING btree ("provider_id","customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipts_status_idx" ON "receipts" USING btree ("provider_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipts_warehouse_idx" ON "receipts" USING btree ("provider_id","warehouse_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipping_notices_created_idx" ON "shipping_notices" USING btree ("provider_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipping_notices_status_idx" ON "shipping_notices" USING btree ("provider_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_data_requests_shop_idx" ON "shop_data_requests" USING btree ("provider_id","shop_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_orders_list_idx" ON "shop_orders" USING btree ("provider_id","shop_id","ordered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_orders_state_idx" ON "shop_orders" USING btree ("provider_id","shop_id","state","ordered_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "waves_created_idx" ON "waves" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "waves_status_idx" ON "waves" USING btree ("provider_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "waves_strategy_idx" ON "waves" USING btree ("provider_id","strategy_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_attempts_owner_idx" ON "webhook_attempts" USING btree ("provider_id","customer_id","attempted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_attempts_subscription_idx" ON "webhook_attempts" USING btree ("provider_id","subscription_id","attempted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_owner_idx" ON "webhook_subscriptions" USING btree ("provider_id","customer_id","created_at" DESC NULLS FIRST);