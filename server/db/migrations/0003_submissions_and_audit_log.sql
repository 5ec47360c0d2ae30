-- Similar titles for the duplicate check: the trigram operators (pg_trgm ships with PostgreSQL and loads in PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"link" text NOT NULL,
	"link_key" text NOT NULL,
	"title" text NOT NULL,
	"current_price" numeric(12, 2) NOT NULL,
	"original_price" numeric(12, 2),
	"store" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"expiry" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_early" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"reject_reason" text,
	"deal_id" text,
	CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" in ('pending', 'live', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "link_key" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_link_key_idx" ON "submissions" USING btree ("link_key");--> statement-breakpoint
CREATE INDEX "submissions_queue_idx" ON "submissions" USING btree ("reviewed_at","created_at");--> statement-breakpoint
CREATE INDEX "submissions_title_trgm_idx" ON "submissions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_link_key_idx" ON "deals" USING btree ("link_key");--> statement-breakpoint
CREATE INDEX "deals_title_trgm_idx" ON "deals" USING gin ("title" gin_trgm_ops);