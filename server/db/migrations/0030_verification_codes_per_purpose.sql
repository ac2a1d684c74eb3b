ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_pkey";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_email_type_pk" PRIMARY KEY("email","type");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "code_sealed" text;
