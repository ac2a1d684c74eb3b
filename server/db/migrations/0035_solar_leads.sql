CREATE TABLE "solar_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"mail" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "solar_appointments_span" CHECK ("solar_appointments"."ends_at" > "solar_appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "solar_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"timezone" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "solar_availability_weekday" CHECK ("solar_availability"."weekday" between 1 and 7),
	CONSTRAINT "solar_availability_window" CHECK ("solar_availability"."start_minute" >= 0 and "solar_availability"."end_minute" <= 1440 and "solar_availability"."slot_minutes" > 0 and "solar_availability"."end_minute" - "solar_availability"."start_minute" >= "solar_availability"."slot_minutes")
);
--> statement-breakpoint
CREATE TABLE "solar_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"deployment_id" uuid,
	"conversation_id" text NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"property" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estimate" jsonb,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" smallint DEFAULT 0 NOT NULL,
	"consent_text" text,
	"consent_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "solar_leads_score_range" CHECK ("solar_leads"."score" between 0 and 100),
	CONSTRAINT "solar_leads_status" CHECK ("solar_leads"."status" in ('new', 'booked', 'contacted', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "solar_appointments" ADD CONSTRAINT "solar_appointments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_appointments" ADD CONSTRAINT "solar_appointments_lead_id_solar_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."solar_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_availability" ADD CONSTRAINT "solar_availability_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_leads" ADD CONSTRAINT "solar_leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_leads" ADD CONSTRAINT "solar_leads_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "solar_appointments_owner_start_idx" ON "solar_appointments" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "solar_appointments_lead_idx" ON "solar_appointments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "solar_availability_owner_idx" ON "solar_availability" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solar_leads_conversation_idx" ON "solar_leads" USING btree ("owner_id","conversation_id");--> statement-breakpoint
CREATE INDEX "solar_leads_owner_created_idx" ON "solar_leads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "solar_leads_deployment_idx" ON "solar_leads" USING btree ("deployment_id");