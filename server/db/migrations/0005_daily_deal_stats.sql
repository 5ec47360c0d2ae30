CREATE TABLE "deal_daily_stats" (
	"deal_id" text NOT NULL,
	"day" date NOT NULL,
	"store" text NOT NULL,
	"title" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_daily_stats_deal_id_day_pk" PRIMARY KEY("deal_id","day")
);
--> statement-breakpoint
CREATE INDEX "deal_daily_stats_day_idx" ON "deal_daily_stats" USING btree ("day");--> statement-breakpoint
-- The running totals kept before daily counting are filed under the day of their last click, with the deal's
-- title and store where the deal is still stored (the affiliate provider's deals were never stored: their id
-- stands in for the title).
INSERT INTO "deal_daily_stats" ("deal_id", "day", "store", "title", "clicks", "views")
SELECT "deal_clicks"."deal_id",
	(max("deal_clicks"."last_clicked_at") AT TIME ZONE 'UTC')::date,
	coalesce("deals"."store", ''),
	coalesce("deals"."title", "deal_clicks"."deal_id"),
	sum("deal_clicks"."clicks")::integer,
	0
FROM "deal_clicks" LEFT JOIN "deals" ON "deals"."id" = "deal_clicks"."deal_id"
GROUP BY "deal_clicks"."deal_id", "deals"."store", "deals"."title";
--> statement-breakpoint
DROP TABLE "deal_clicks";
