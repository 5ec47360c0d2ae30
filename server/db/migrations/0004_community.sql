CREATE TABLE "deal_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text
);
--> statement-breakpoint
CREATE TABLE "deal_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "deal_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_reviews_rating_check" CHECK ("deal_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "deal_votes" (
	"deal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"direction" integer NOT NULL,
	"weight" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_votes_deal_id_user_id_pk" PRIMARY KEY("deal_id","user_id"),
	CONSTRAINT "deal_votes_direction_check" CHECK ("deal_votes"."direction" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "review_helpful_marks" (
	"review_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_marks_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "temperature" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "reported_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "expiry_before_reports" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_comments" ADD CONSTRAINT "deal_comments_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_comments" ADD CONSTRAINT "deal_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_reports" ADD CONSTRAINT "deal_reports_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_reports" ADD CONSTRAINT "deal_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_reviews" ADD CONSTRAINT "deal_reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_reviews" ADD CONSTRAINT "deal_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_votes" ADD CONSTRAINT "deal_votes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_votes" ADD CONSTRAINT "deal_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_marks" ADD CONSTRAINT "review_helpful_marks_review_id_deal_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."deal_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_marks" ADD CONSTRAINT "review_helpful_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_comments_deal_idx" ON "deal_comments" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_comments_user_idx" ON "deal_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_reports_once_idx" ON "deal_reports" USING btree ("deal_id","user_id","reason");--> statement-breakpoint
CREATE INDEX "deal_reports_open_idx" ON "deal_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "deal_reviews_deal_idx" ON "deal_reviews" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_reviews_member_deal_idx" ON "deal_reviews" USING btree ("user_id","deal_id");--> statement-breakpoint
CREATE INDEX "deal_votes_user_idx" ON "deal_votes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_temperature_idx" ON "deals" USING btree ("temperature" DESC NULLS LAST,"id");