CREATE TABLE "alert_channel_claims" (
	"channel" text NOT NULL,
	"deal_id" text NOT NULL,
	"kind" text NOT NULL,
	"delivery_id" bigint NOT NULL,
	CONSTRAINT "alert_channel_claims_channel_deal_id_kind_pk" PRIMARY KEY("channel","deal_id","kind")
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "push_failed" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_channel_claims" ADD CONSTRAINT "alert_channel_claims_delivery_id_alert_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_channel_claims_delivery_idx" ON "alert_channel_claims" USING btree ("delivery_id");