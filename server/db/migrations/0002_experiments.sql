CREATE TABLE "ab_experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"is_control" boolean DEFAULT false NOT NULL,
	"page_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "experiment_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experiment_id" uuid NOT NULL,
	"page_location" varchar(32) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"content_value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"experiment_id" uuid NOT NULL,
	"visitor_id" varchar(64) NOT NULL,
	"event_type" varchar(16) NOT NULL,
	"page_location" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiment_content" ADD CONSTRAINT "experiment_content_experiment_id_ab_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."ab_experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_events" ADD CONSTRAINT "experiment_events_experiment_id_ab_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."ab_experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ab_experiments_status_idx" ON "ab_experiments" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_content_slot_idx" ON "experiment_content" USING btree ("experiment_id","page_location","content_type");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_events_once_idx" ON "experiment_events" USING btree ("experiment_id","visitor_id","event_type");