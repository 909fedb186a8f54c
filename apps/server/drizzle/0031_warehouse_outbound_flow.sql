ALTER TABLE "warehouses" ADD COLUMN "review_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "bagging_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "weighing_required" boolean DEFAULT true NOT NULL;