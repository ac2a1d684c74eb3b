CREATE TABLE "workflow_schedule_ticks" (
	"workflow_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"tick_at" timestamp with time zone NOT NULL,
	"run_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workflow_schedule_ticks_workflow_id_node_id_tick_at_pk" PRIMARY KEY("workflow_id","node_id","tick_at")
);
--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "lease_token" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_schedule_ticks" ADD CONSTRAINT "workflow_schedule_ticks_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;