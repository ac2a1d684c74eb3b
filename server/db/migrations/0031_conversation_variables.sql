CREATE TABLE "conversation_variables" (
	"workflow_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_variables_workflow_id_session_id_pk" PRIMARY KEY("workflow_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_variables" ADD CONSTRAINT "conversation_variables_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_variables" ADD CONSTRAINT "conversation_variables_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_variables_owner_idx" ON "conversation_variables" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "conversation_variables_updated_idx" ON "conversation_variables" USING btree ("updated_at");