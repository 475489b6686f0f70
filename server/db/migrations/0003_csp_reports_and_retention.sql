CREATE TABLE "csp_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_url" varchar(512),
	"violated_directive" varchar(128),
	"effective_directive" varchar(64),
	"blocked_url" varchar(256),
	"source_file" varchar(512),
	"line_number" integer,
	"disposition" varchar(16),
	"user_agent" varchar(256)
);
--> statement-breakpoint
CREATE INDEX "csp_reports_received_at_idx" ON "csp_reports" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "experiment_events_created_at_idx" ON "experiment_events" USING btree ("created_at");