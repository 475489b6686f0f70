-- R-FUNNEL-52, 53, 57: each experiment's primary metric and plan (existing ones get the defaults: quote hand-offs, 3%, 20%), and when a winner was made the default.
ALTER TABLE "ab_experiments" ADD COLUMN "primary_metric" varchar(32) DEFAULT 'quote_handoff' NOT NULL;--> statement-breakpoint
ALTER TABLE "ab_experiments" ADD COLUMN "baseline_rate" double precision DEFAULT 0.03 NOT NULL;--> statement-breakpoint
ALTER TABLE "ab_experiments" ADD COLUMN "minimum_effect" double precision DEFAULT 0.2 NOT NULL;--> statement-breakpoint
ALTER TABLE "ab_experiments" ADD COLUMN "made_default_at" timestamp with time zone;