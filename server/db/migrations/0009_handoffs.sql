CREATE TABLE "handoffs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"surface" varchar(16) NOT NULL,
	"channel" varchar(12) NOT NULL,
	"edition" varchar(2) NOT NULL,
	"source" varchar(80) NOT NULL,
	"medium" varchar(80) NOT NULL,
	"campaign" varchar(80),
	"content" varchar(80),
	"term" varchar(80),
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100),
	"utm_content" varchar(100),
	"utm_term" varchar(100),
	"landing_page" varchar(256),
	"experiment_id" uuid,
	"experiment_name" varchar(100),
	"is_control" boolean,
	"device_class" varchar(8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"handoff_id" uuid NOT NULL,
	"event" varchar(16) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"premium_aed" numeric(12, 2),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_handoff_id_handoffs_id_fk" FOREIGN KEY ("handoff_id") REFERENCES "public"."handoffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handoffs_created_at_idx" ON "handoffs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "handoffs_experiment_idx" ON "handoffs" USING btree ("experiment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_events_once_idx" ON "partner_events" USING btree ("handoff_id","event");