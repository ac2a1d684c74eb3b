CREATE TABLE "assistant_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid,
	"owner_token_hash" text,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_ratings" (
	"message_id" text NOT NULL,
	"session_id" text NOT NULL,
	"rating" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_ratings_message_id_session_id_pk" PRIMARY KEY("message_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "assistant_uploads" ADD CONSTRAINT "assistant_uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_ratings" ADD CONSTRAINT "message_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_uploads_owner_user_idx" ON "assistant_uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "assistant_uploads_owner_token_idx" ON "assistant_uploads" USING btree ("owner_token_hash");