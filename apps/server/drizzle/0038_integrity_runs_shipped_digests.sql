CREATE TABLE "shipped_digests" (
	"provider_id" uuid NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"day" text NOT NULL,
	"order_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipped_digests_provider_id_mailbox_id_day_pk" PRIMARY KEY("provider_id","mailbox_id","day")
);
--> statement-breakpoint
CREATE TABLE "integrity_runs" (
	"provider_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"night" text,
	"started_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"breach_count" integer NOT NULL,
	"breaches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "integrity_runs_provider_id_id_pk" PRIMARY KEY("provider_id","id")
);
--> statement-breakpoint
ALTER TABLE "shipped_digests" ADD CONSTRAINT "shipped_digests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_runs" ADD CONSTRAINT "integrity_runs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrity_runs_id_uq" ON "integrity_runs" USING btree ("id");--> statement-breakpoint
CREATE INDEX "integrity_runs_kind_idx" ON "integrity_runs" USING btree ("provider_id","kind","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "integrity_runs_night_uq" ON "integrity_runs" USING btree ("provider_id","night") WHERE night is not null;--> statement-breakpoint
CREATE INDEX "integrity_runs_started_idx" ON "integrity_runs" USING btree ("started_at");