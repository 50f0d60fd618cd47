ALTER TABLE "travellers" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "date_of_birth" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "passport_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "passport_expiry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "nationality" text DEFAULT '' NOT NULL;