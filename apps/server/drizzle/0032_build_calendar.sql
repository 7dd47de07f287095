CREATE TABLE "crew_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"crew_id" integer NOT NULL,
	"factory_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"invite_id" integer NOT NULL,
	"exhibition_id" integer NOT NULL,
	"day" date NOT NULL,
	"starts" smallint NOT NULL,
	"ends" smallint NOT NULL,
	"state" varchar(10) DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_bookings_state" CHECK ("crew_bookings"."state" in ('held', 'confirmed', 'freed')),
	CONSTRAINT "crew_bookings_hours" CHECK ("crew_bookings"."starts" >= 0 and "crew_bookings"."ends" <= 1440 and "crew_bookings"."ends" > "crew_bookings"."starts")
);
--> statement-breakpoint
CREATE TABLE "crew_slots" (
	"crew_id" integer NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "crew_slots_pkey" PRIMARY KEY("crew_id","day","slot"),
	CONSTRAINT "crew_slots_slot" CHECK ("crew_slots"."slot" between 0 and 47)
);
--> statement-breakpoint
CREATE TABLE "factory_crews" (
	"id" serial PRIMARY KEY NOT NULL,
	"factory_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"size" smallint NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factory_crews_id_factory" UNIQUE("id","factory_id"),
	CONSTRAINT "factory_crews_size" CHECK ("factory_crews"."size" between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "build_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "crew_bookings" ADD CONSTRAINT "crew_bookings_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_bookings" ADD CONSTRAINT "crew_bookings_invite_id_quote_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."quote_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_bookings" ADD CONSTRAINT "crew_bookings_crew_id_factory_id_factory_crews_id_factory_id_fk" FOREIGN KEY ("crew_id","factory_id") REFERENCES "public"."factory_crews"("id","factory_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_slots" ADD CONSTRAINT "crew_slots_crew_id_factory_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."factory_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_slots" ADD CONSTRAINT "crew_slots_booking_id_crew_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."crew_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_crews" ADD CONSTRAINT "factory_crews_factory_id_members_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_bookings_factory_day_idx" ON "crew_bookings" USING btree ("factory_id","day");--> statement-breakpoint
CREATE INDEX "crew_bookings_invite_idx" ON "crew_bookings" USING btree ("invite_id","state");--> statement-breakpoint
CREATE INDEX "crew_bookings_request_idx" ON "crew_bookings" USING btree ("request_id","state");--> statement-breakpoint
CREATE INDEX "crew_slots_booking_idx" ON "crew_slots" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "factory_crews_factory_idx" ON "factory_crews" USING btree ("factory_id","id");