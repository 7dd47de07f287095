ALTER TABLE "tasks" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "rigging" boolean;--> statement-breakpoint
ALTER TABLE "booth_plots" ADD COLUMN "state" varchar(12) DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "booth_plots" ADD COLUMN "exhibitor" varchar(80);--> statement-breakpoint
ALTER TABLE "booth_plots" ADD COLUMN "exhibitor_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_height_range" CHECK ("tasks"."height_cm" is null or "tasks"."height_cm" > 0);--> statement-breakpoint
ALTER TABLE "booth_plots" ADD CONSTRAINT "booth_plots_state" CHECK ("booth_plots"."state" in ('free', 'reserved', 'sold'));