CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text NOT NULL,
	"prompt" text NOT NULL,
	"video_url" text,
	"category_id" text NOT NULL,
	"tags" text[] NOT NULL,
	"notes" text,
	"safety_confirmed" boolean[] NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "submissions_language_check" CHECK ("submissions"."language" in ('en', 'zh'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_idempotency_key_idx" ON "submissions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "submissions_status_received_idx" ON "submissions" USING btree ("status","received_at");