CREATE TABLE "deal_hourly_clicks" (
	"deal_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_hourly_clicks_deal_id_hour_pk" PRIMARY KEY("deal_id","hour")
);
--> statement-breakpoint
CREATE TABLE "deal_ranks" (
	"deal_id" text PRIMARY KEY NOT NULL,
	"heat_24h" integer DEFAULT 0 NOT NULL,
	"heat_7d" integer DEFAULT 0 NOT NULL,
	"heat_30d" integer DEFAULT 0 NOT NULL,
	"trending_score" numeric(14, 4) DEFAULT 0 NOT NULL,
	"popular_score" numeric(14, 4) DEFAULT 0 NOT NULL,
	"comments_48h" integer DEFAULT 0 NOT NULL,
	"hot_at" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_follows" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_follows_user_id_kind_target_pk" PRIMARY KEY("user_id","kind","target"),
	CONSTRAINT "member_follows_kind_check" CHECK ("member_follows"."kind" in ('store', 'category', 'member'))
);
--> statement-breakpoint
CREATE TABLE "member_mutes" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_mutes_user_id_kind_target_pk" PRIMARY KEY("user_id","kind","target"),
	CONSTRAINT "member_mutes_kind_check" CHECK ("member_mutes"."kind" in ('store', 'category', 'keyword'))
);
--> statement-breakpoint
ALTER TABLE "deal_votes" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reputation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_ranks" ADD CONSTRAINT "deal_ranks_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_mutes" ADD CONSTRAINT "member_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_hourly_clicks_hour_idx" ON "deal_hourly_clicks" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "deal_ranks_trending_idx" ON "deal_ranks" USING btree ("trending_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_ranks_popular_idx" ON "deal_ranks" USING btree ("popular_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_follows_target_idx" ON "member_follows" USING btree ("kind","target");--> statement-breakpoint
CREATE INDEX "deal_votes_deal_created_idx" ON "deal_votes" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_handle_idx" ON "users" USING btree (lower("handle"));