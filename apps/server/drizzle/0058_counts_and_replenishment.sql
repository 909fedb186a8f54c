CREATE TABLE "count_lines" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"variant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"expected" integer NOT NULL,
	"in_wave" integer DEFAULT 0 NOT NULL,
	"counted" integer,
	"posted" integer,
	CONSTRAINT "count_lines_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "count_plan_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "count_plan_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "count_plans" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"criteria" jsonb NOT NULL,
	"customer_id" uuid,
	"variant_ids" uuid[],
	"walk_size" integer NOT NULL,
	"walks" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "count_plans_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "count_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"recount_threshold" integer DEFAULT 0 NOT NULL,
	"approval_limit" numeric(12, 2) DEFAULT '100' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "count_tasks" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"walk" integer NOT NULL,
	"seq" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"scanned_at" timestamp with time zone,
	"counted_by" uuid,
	"counted_by_name" text DEFAULT '' NOT NULL,
	"counted_at" timestamp with time zone,
	"earlier_counters" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "count_tasks_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
CREATE TABLE "pick_faces" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_faces_provider_id_id_pk" PRIMARY KEY("provider_id","id"),
	CONSTRAINT "pick_faces_limits_ck" CHECK ("pick_faces"."min_quantity" >= 0 and "pick_faces"."max_quantity" > "pick_faces"."min_quantity")
);
--> statement-breakpoint
CREATE TABLE "replenishment_sequences" (
	"provider_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "replenishment_sequences_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "replenishments" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"face_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"from_location_id" uuid NOT NULL,
	"to_location_id" uuid NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"quantity" integer NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"wave_code" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replenishments_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "count_lines" ADD CONSTRAINT "count_lines_task_fk" FOREIGN KEY ("provider_id","task_id") REFERENCES "public"."count_tasks"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_plans" ADD CONSTRAINT "count_plans_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_tasks" ADD CONSTRAINT "count_tasks_plan_fk" FOREIGN KEY ("provider_id","plan_id") REFERENCES "public"."count_plans"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_faces" ADD CONSTRAINT "pick_faces_warehouse_fk" FOREIGN KEY ("provider_id","warehouse_id") REFERENCES "public"."warehouses"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_faces" ADD CONSTRAINT "pick_faces_location_fk" FOREIGN KEY ("provider_id","location_id") REFERENCES "public"."warehouse_locations"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_faces" ADD CONSTRAINT "pick_faces_variant_fk" FOREIGN KEY ("provider_id","variant_id") REFERENCES "public"."product_variants"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_faces" ADD CONSTRAINT "pick_faces_customer_fk" FOREIGN KEY ("provider_id","customer_id") REFERENCES "public"."customers"("provider_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishments" ADD CONSTRAINT "replenishments_face_fk" FOREIGN KEY ("provider_id","face_id") REFERENCES "public"."pick_faces"("provider_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "count_lines_id_uq" ON "count_lines" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "count_lines_key_uq" ON "count_lines" USING btree ("provider_id","task_id","round","variant_id","customer_id","batch");--> statement-breakpoint
CREATE UNIQUE INDEX "count_plans_id_uq" ON "count_plans" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "count_plans_code_uq" ON "count_plans" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "count_plans_created_idx" ON "count_plans" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "count_plans_status_idx" ON "count_plans" USING btree ("provider_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "count_tasks_id_uq" ON "count_tasks" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "count_tasks_plan_location_uq" ON "count_tasks" USING btree ("provider_id","plan_id","location_id");--> statement-breakpoint
CREATE INDEX "count_tasks_walk_idx" ON "count_tasks" USING btree ("provider_id","plan_id","walk","seq");--> statement-breakpoint
CREATE INDEX "count_tasks_status_idx" ON "count_tasks" USING btree ("provider_id","status","plan_id");--> statement-breakpoint
CREATE INDEX "count_tasks_location_idx" ON "count_tasks" USING btree ("provider_id","location_id","finished_at");--> statement-breakpoint
CREATE INDEX "count_tasks_finished_idx" ON "count_tasks" USING btree ("provider_id","finished_at") WHERE finished_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "count_tasks_unfinished_uq" ON "count_tasks" USING btree ("provider_id","location_id") WHERE status in ('open', 'counting', 'recount', 'review');--> statement-breakpoint
CREATE UNIQUE INDEX "pick_faces_id_uq" ON "pick_faces" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_faces_location_variant_uq" ON "pick_faces" USING btree ("provider_id","location_id","variant_id");--> statement-breakpoint
CREATE INDEX "pick_faces_warehouse_idx" ON "pick_faces" USING btree ("provider_id","warehouse_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "replenishments_id_uq" ON "replenishments" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "replenishments_code_uq" ON "replenishments" USING btree ("provider_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "replenishments_open_uq" ON "replenishments" USING btree ("provider_id","face_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "replenishments_status_idx" ON "replenishments" USING btree ("provider_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "replenishments_created_idx" ON "replenishments" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_allocations_balance_idx" ON "stock_allocations" USING btree ("provider_id","balance_id");--> statement-breakpoint
CREATE INDEX "stock_logs_count_idx" ON "stock_logs" USING btree ("provider_id","created_at") WHERE reason in ('count_gain', 'count_loss');