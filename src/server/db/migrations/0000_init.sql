CREATE TABLE "order_addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"addon_name" text NOT NULL,
	"addon_price" text,
	"quantity" numeric(7, 1) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cuts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"cut_name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"animal_type" text DEFAULT '' NOT NULL,
	"gender" text,
	"status" text DEFAULT 'collecting_details' NOT NULL,
	"weight_option" text,
	"weight_pounds" numeric,
	"weight_cost" numeric(10, 2),
	"total_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('collecting_details', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "orders_animal_type_check" CHECK ("orders"."animal_type" in ('', 'Deer', 'Hog')),
	CONSTRAINT "orders_weight_option_check" CHECK ("orders"."weight_option" is null or "orders"."weight_option" in ('under200', 'over200'))
);
--> statement-breakpoint
ALTER TABLE "order_addons" ADD CONSTRAINT "order_addons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cuts" ADD CONSTRAINT "order_cuts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_addons_order_id_idx" ON "order_addons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_cuts_order_id_idx" ON "order_cuts" USING btree ("order_id");