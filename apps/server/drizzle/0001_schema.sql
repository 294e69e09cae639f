CREATE TABLE "advertising_statistics" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertising_statistics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"source" text NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertising_statistics_action_check" CHECK ("advertising_statistics"."action" in ('homePv', 'homeUv')),
	CONSTRAINT "advertising_statistics_source_check" CHECK (char_length("advertising_statistics"."source") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"full_address" text NOT NULL,
	"address_detail" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"drop_off_option" smallint DEFAULT 1 NOT NULL,
	"suggestion" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_addresses_coordinates_check" CHECK ("delivery_addresses"."latitude" between -90 and 90 and "delivery_addresses"."longitude" between -180 and 180),
	CONSTRAINT "delivery_addresses_user_name_check" CHECK (char_length("delivery_addresses"."user_name") between 1 and 100),
	CONSTRAINT "delivery_addresses_phone_check" CHECK ("delivery_addresses"."phone_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "delivery_addresses_drop_off_check" CHECK ("delivery_addresses"."drop_off_option" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_platform_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"processor_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_brand_check" CHECK ("saved_cards"."brand" in ('visa', 'mastercard', 'amex', 'discover', 'unknown')),
	CONSTRAINT "saved_cards_last4_check" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_exp_month_check" CHECK ("saved_cards"."exp_month" between 1 and 12),
	CONSTRAINT "saved_cards_exp_year_check" CHECK ("saved_cards"."exp_year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "search_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"keywords" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_histories_keywords_check" CHECK (char_length("search_histories"."keywords") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "self_pickup_point_businesses" (
	"self_pickup_point_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	CONSTRAINT "self_pickup_point_businesses_pk" PRIMARY KEY("self_pickup_point_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "self_pickup_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"full_address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone_number" text,
	"prepare_time_seconds" integer DEFAULT 3600 NOT NULL,
	"pickup_hours" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_pickup_points_name_check" CHECK (coalesce(jsonb_typeof("self_pickup_points"."name" -> 'en') = 'string' and jsonb_typeof("self_pickup_points"."name" -> 'zh') = 'string', false)),
	CONSTRAINT "self_pickup_points_coordinates_check" CHECK ("self_pickup_points"."latitude" between -90 and 90 and "self_pickup_points"."longitude" between -180 and 180),
	CONSTRAINT "self_pickup_points_hours_check" CHECK (case when jsonb_typeof("self_pickup_points"."pickup_hours") = 'array' then jsonb_array_length("self_pickup_points"."pickup_hours") = 7 else false end),
	CONSTRAINT "self_pickup_points_status_check" CHECK ("self_pickup_points"."status" in ('active', 'inactive')),
	CONSTRAINT "self_pickup_points_prepare_time_check" CHECK ("self_pickup_points"."prepare_time_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivered_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"keep_credentials" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"messaging_disabled" boolean,
	"messaging_promotion_disabled" boolean,
	"received_new_user_package" boolean DEFAULT false NOT NULL,
	"new_user_package_prompts_stopped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"client_address" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"activity_describe" jsonb,
	"activity_type" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"available_order_types" text[] DEFAULT '{}' NOT NULL,
	"available_commodity_ids" uuid[],
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_name_check" CHECK (coalesce(jsonb_typeof("activities"."name" -> 'en') = 'string' and jsonb_typeof("activities"."name" -> 'zh') = 'string', false)),
	CONSTRAINT "activities_describe_check" CHECK ("activities"."activity_describe" is null or coalesce(jsonb_typeof("activities"."activity_describe" -> 'en') = 'string' and jsonb_typeof("activities"."activity_describe" -> 'zh') = 'string', false)),
	CONSTRAINT "activities_type_check" CHECK ("activities"."activity_type" in ('discount', 'orderTypeDiscount')),
	CONSTRAINT "activities_status_check" CHECK ("activities"."status" in ('active', 'inactive')),
	CONSTRAINT "activities_discount_percent_check" CHECK ("activities"."discount_percent" between 0 and 100),
	CONSTRAINT "activities_order_types_check" CHECK ("activities"."available_order_types" <@ array['delivery', 'pickup', 'dineIn']::text[]),
	CONSTRAINT "activities_period_check" CHECK ("activities"."ends_at" > "activities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "business_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_categories_name_check" CHECK (coalesce(jsonb_typeof("business_categories"."name" -> 'en') = 'string' and jsonb_typeof("business_categories"."name" -> 'zh') = 'string', false))
);
--> statement-breakpoint
CREATE TABLE "business_category_links" (
	"business_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "business_category_links_business_id_category_id_pk" PRIMARY KEY("business_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "business_pickup_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"address_name" jsonb NOT NULL,
	"full_address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"pickup_hours" jsonb NOT NULL,
	"supports_immediate_pick_up" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_pickup_addresses_name_check" CHECK (coalesce(jsonb_typeof("business_pickup_addresses"."address_name" -> 'en') = 'string' and jsonb_typeof("business_pickup_addresses"."address_name" -> 'zh') = 'string', false)),
	CONSTRAINT "business_pickup_addresses_coordinates_check" CHECK ("business_pickup_addresses"."latitude" between -90 and 90 and "business_pickup_addresses"."longitude" between -180 and 180),
	CONSTRAINT "business_pickup_addresses_hours_check" CHECK (case when jsonb_typeof("business_pickup_addresses"."pickup_hours") = 'array' then jsonb_array_length("business_pickup_addresses"."pickup_hours") = 7 else false end)
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area_id" uuid,
	"name" jsonb NOT NULL,
	"search_name" text GENERATED ALWAYS AS ((name ->> 'en') || ' ' || (name ->> 'zh')) STORED,
	"status" text DEFAULT 'online' NOT NULL,
	"logo" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"announcement" jsonb,
	"contact_phone_number" text,
	"website" text,
	"full_address" text NOT NULL,
	"postal_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"open_hours" jsonb NOT NULL,
	"dining_types" text[] NOT NULL,
	"delivery_carrier" text DEFAULT 'platform' NOT NULL,
	"prepare_food_time_seconds" integer DEFAULT 1200 NOT NULL,
	"tax_rate_millionths" integer DEFAULT 0 NOT NULL,
	"no_tax_on_pickup_orders" boolean DEFAULT false NOT NULL,
	"service_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tip_config" jsonb,
	"special_tip_rules" jsonb,
	"customized_tip_disabled" boolean DEFAULT false NOT NULL,
	"tip_disabled_for_online" boolean DEFAULT false NOT NULL,
	"order_in_advance" boolean DEFAULT false NOT NULL,
	"expected_opening_time" timestamp with time zone,
	"reserve_day" integer DEFAULT 1 NOT NULL,
	"spac_time_minutes" integer DEFAULT 15 NOT NULL,
	"points_status" text DEFAULT 'inactive' NOT NULL,
	"promoted_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_website_unique" UNIQUE("website"),
	CONSTRAINT "businesses_name_check" CHECK (coalesce(jsonb_typeof("businesses"."name" -> 'en') = 'string' and jsonb_typeof("businesses"."name" -> 'zh') = 'string', false)),
	CONSTRAINT "businesses_announcement_check" CHECK ("businesses"."announcement" is null or coalesce(jsonb_typeof("businesses"."announcement" -> 'en') = 'string' and jsonb_typeof("businesses"."announcement" -> 'zh') = 'string', false)),
	CONSTRAINT "businesses_coordinates_check" CHECK ("businesses"."latitude" between -90 and 90 and "businesses"."longitude" between -180 and 180),
	CONSTRAINT "businesses_open_hours_check" CHECK (case when jsonb_typeof("businesses"."open_hours") = 'array' then jsonb_array_length("businesses"."open_hours") = 7 else false end),
	CONSTRAINT "businesses_status_check" CHECK ("businesses"."status" in ('online', 'offline')),
	CONSTRAINT "businesses_dining_types_check" CHECK ("businesses"."dining_types" <@ array['delivery', 'pickup', 'dineIn']::text[]),
	CONSTRAINT "businesses_delivery_carrier_check" CHECK ("businesses"."delivery_carrier" in ('platform', 'business', 'doordash')),
	CONSTRAINT "businesses_points_status_check" CHECK ("businesses"."points_status" in ('active', 'inactive')),
	CONSTRAINT "businesses_website_check" CHECK ("businesses"."website" = lower("businesses"."website")),
	CONSTRAINT "businesses_tax_rate_check" CHECK ("businesses"."tax_rate_millionths" between 0 and 1000000),
	CONSTRAINT "businesses_prepare_food_time_check" CHECK ("businesses"."prepare_food_time_seconds" >= 0),
	CONSTRAINT "businesses_reserve_day_check" CHECK ("businesses"."reserve_day" >= 0),
	CONSTRAINT "businesses_spac_time_check" CHECK ("businesses"."spac_time_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "commodities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"timed_menu_id" uuid,
	"name" jsonb NOT NULL,
	"search_name" text GENERATED ALWAYS AS ((name ->> 'en') || ' ' || (name ->> 'zh')) STORED,
	"description" jsonb,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail" text,
	"price" integer NOT NULL,
	"takeaway_price" integer,
	"origin_price" integer,
	"origin_takeaway_price" integer,
	"discount_percent" integer,
	"stock_number" integer,
	"min_buy_number" integer DEFAULT 1 NOT NULL,
	"max_buy_number" integer,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specified_tax" jsonb,
	"delivery_not_supported" boolean DEFAULT false NOT NULL,
	"supports_exchange" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commodities_name_check" CHECK (coalesce(jsonb_typeof("commodities"."name" -> 'en') = 'string' and jsonb_typeof("commodities"."name" -> 'zh') = 'string', false)),
	CONSTRAINT "commodities_description_check" CHECK ("commodities"."description" is null or coalesce(jsonb_typeof("commodities"."description" -> 'en') = 'string' and jsonb_typeof("commodities"."description" -> 'zh') = 'string', false)),
	CONSTRAINT "commodities_price_check" CHECK ("commodities"."price" >= 0),
	CONSTRAINT "commodities_takeaway_price_check" CHECK ("commodities"."takeaway_price" >= 0),
	CONSTRAINT "commodities_origin_price_check" CHECK ("commodities"."origin_price" >= 0),
	CONSTRAINT "commodities_origin_takeaway_price_check" CHECK ("commodities"."origin_takeaway_price" >= 0),
	CONSTRAINT "commodities_discount_percent_check" CHECK ("commodities"."discount_percent" between 0 and 100),
	CONSTRAINT "commodities_stock_check" CHECK ("commodities"."stock_number" >= 0),
	CONSTRAINT "commodities_min_buy_check" CHECK ("commodities"."min_buy_number" >= 1),
	CONSTRAINT "commodities_max_buy_check" CHECK ("commodities"."max_buy_number" >= "commodities"."min_buy_number")
);
--> statement-breakpoint
CREATE TABLE "commodity_attribute_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attribute_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"stock_number" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commodity_attribute_values_name_check" CHECK (coalesce(jsonb_typeof("commodity_attribute_values"."name" -> 'en') = 'string' and jsonb_typeof("commodity_attribute_values"."name" -> 'zh') = 'string', false)),
	CONSTRAINT "commodity_attribute_values_price_check" CHECK ("commodity_attribute_values"."price" >= 0),
	CONSTRAINT "commodity_attribute_values_stock_check" CHECK ("commodity_attribute_values"."stock_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commodity_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commodity_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commodity_attributes_name_check" CHECK (coalesce(jsonb_typeof("commodity_attributes"."name" -> 'en') = 'string' and jsonb_typeof("commodity_attributes"."name" -> 'zh') = 'string', false))
);
--> statement-breakpoint
CREATE TABLE "commodity_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"required_for_dine_in" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commodity_categories_name_check" CHECK (coalesce(jsonb_typeof("commodity_categories"."name" -> 'en') = 'string' and jsonb_typeof("commodity_categories"."name" -> 'zh') = 'string', false))
);
--> statement-breakpoint
CREATE TABLE "delivery_configs" (
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"base_price" integer DEFAULT 0 NOT NULL,
	"base_distance_miles" double precision DEFAULT 0 NOT NULL,
	"extra_delivery_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_distance_miles" double precision,
	"min_commodities_price" integer DEFAULT 0 NOT NULL,
	"small_order_extra_price" integer,
	"delivery_fee_shares" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_dates" integer[],
	"origin_latitude" double precision,
	"origin_longitude" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_configs_business_id_kind_pk" PRIMARY KEY("business_id","kind"),
	CONSTRAINT "delivery_configs_kind_check" CHECK ("delivery_configs"."kind" in ('standard', 'doordash')),
	CONSTRAINT "delivery_configs_base_price_check" CHECK ("delivery_configs"."base_price" >= 0),
	CONSTRAINT "delivery_configs_base_distance_check" CHECK ("delivery_configs"."base_distance_miles" >= 0),
	CONSTRAINT "delivery_configs_max_distance_check" CHECK ("delivery_configs"."max_distance_miles" > 0),
	CONSTRAINT "delivery_configs_min_commodities_price_check" CHECK ("delivery_configs"."min_commodities_price" >= 0),
	CONSTRAINT "delivery_configs_small_order_extra_price_check" CHECK ("delivery_configs"."small_order_extra_price" >= 0),
	CONSTRAINT "delivery_configs_delivery_dates_check" CHECK ("delivery_configs"."delivery_dates" <@ array[1, 2, 3, 4, 5, 6, 7]::integer[])
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dining_tables_code_unique" UNIQUE("code"),
	CONSTRAINT "dining_tables_name_check" CHECK (char_length("dining_tables"."name") between 1 and 32)
);
--> statement-breakpoint
CREATE TABLE "timed_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"open_hours" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timed_menus_name_check" CHECK (coalesce(jsonb_typeof("timed_menus"."name" -> 'en') = 'string' and jsonb_typeof("timed_menus"."name" -> 'zh') = 'string', false)),
	CONSTRAINT "timed_menus_open_hours_check" CHECK (case when jsonb_typeof("timed_menus"."open_hours") = 'array' then jsonb_array_length("timed_menus"."open_hours") = 7 else false end)
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "places_coordinates_check" CHECK ("places"."latitude" between -90 and 90 and "places"."longitude" between -180 and 180),
	CONSTRAINT "places_state_check" CHECK ("places"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "places_population_check" CHECK ("places"."population" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"status" text DEFAULT 'waitingRider' NOT NULL,
	"external_id" text,
	"tracking_url" text,
	"fee_price" integer,
	"rider_name" text,
	"rider_phone_number" text,
	"rider_latitude" double precision,
	"rider_longitude" double precision,
	"rider_located_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "deliveries_carrier_check" CHECK ("deliveries"."carrier" in ('platform', 'business', 'doordash')),
	CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('waitingRider', 'toBusiness', 'atBusiness', 'pickedUp', 'delivering', 'delivered', 'cancelled', 'failed')),
	CONSTRAINT "deliveries_fee_price_check" CHECK ("deliveries"."fee_price" >= 0),
	CONSTRAINT "deliveries_rider_location_check" CHECK ("deliveries"."rider_latitude" between -90 and 90 and "deliveries"."rider_longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "order_activities" (
	"order_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"discounted_price" integer DEFAULT 0 NOT NULL,
	"line_indexes" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "order_activities_order_id_activity_id_pk" PRIMARY KEY("order_id","activity_id"),
	CONSTRAINT "order_activities_discounted_price_check" CHECK ("order_activities"."discounted_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_coupons" (
	"order_id" uuid NOT NULL,
	"user_coupon_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"discounted_price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_coupons_order_id_user_coupon_id_pk" PRIMARY KEY("order_id","user_coupon_id"),
	CONSTRAINT "order_coupons_discounted_price_check" CHECK ("order_coupons"."discounted_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_handle_times" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_handle_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"key" text NOT NULL,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_handle_times_key_check" CHECK ("order_handle_times"."key" in ('initialization', 'paid', 'confirmed', 'setRider', 'atBusiness', 'delivering', 'completed', 'foodReady', 'cancel', 'riderArrived'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_index" integer NOT NULL,
	"commodity_id" uuid,
	"timed_menu_id" uuid,
	"name" jsonb NOT NULL,
	"thumbnail" text,
	"price" integer NOT NULL,
	"add_price" integer DEFAULT 0 NOT NULL,
	"discount_price" integer DEFAULT 0 NOT NULL,
	"bought_number" integer NOT NULL,
	"refunded_number" integer DEFAULT 0 NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_note" text,
	"required_points" integer,
	CONSTRAINT "order_lines_name_check" CHECK (coalesce(jsonb_typeof("order_lines"."name" -> 'en') = 'string' and jsonb_typeof("order_lines"."name" -> 'zh') = 'string', false)),
	CONSTRAINT "order_lines_line_index_check" CHECK ("order_lines"."line_index" >= 0),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."price" >= 0),
	CONSTRAINT "order_lines_add_price_check" CHECK ("order_lines"."add_price" >= 0),
	CONSTRAINT "order_lines_discount_price_check" CHECK ("order_lines"."discount_price" >= 0),
	CONSTRAINT "order_lines_bought_number_check" CHECK ("order_lines"."bought_number" > 0),
	CONSTRAINT "order_lines_refunded_number_check" CHECK ("order_lines"."refunded_number" between 0 and "order_lines"."bought_number"),
	CONSTRAINT "order_lines_special_note_check" CHECK (char_length("order_lines"."special_note") <= 140),
	CONSTRAINT "order_lines_required_points_check" CHECK ("order_lines"."required_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_code" text NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"frontend_identifier" text NOT NULL,
	"order_type" text NOT NULL,
	"order_status" text DEFAULT 'received' NOT NULL,
	"commodities_status" text,
	"reserved_order_type" text DEFAULT 'normal' NOT NULL,
	"full_refunded" boolean DEFAULT false NOT NULL,
	"full_refund_reason" text,
	"commodities_price" integer DEFAULT 0 NOT NULL,
	"discount_price" integer DEFAULT 0 NOT NULL,
	"order_discount_price" integer DEFAULT 0 NOT NULL,
	"discounted_price" integer DEFAULT 0 NOT NULL,
	"excise_price" integer DEFAULT 0 NOT NULL,
	"service_price" integer DEFAULT 0 NOT NULL,
	"tip_price" integer DEFAULT 0 NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"small_order_extra_price" integer DEFAULT 0 NOT NULL,
	"total_price" integer DEFAULT 0 NOT NULL,
	"paid_price" integer DEFAULT 0 NOT NULL,
	"refunded_price" integer DEFAULT 0 NOT NULL,
	"tax_rate_millionths" integer DEFAULT 0 NOT NULL,
	"buyer_note" text,
	"contact_name" text,
	"contact_phone" text,
	"scheduled_time" timestamp with time zone,
	"expected_food_ready_time" timestamp with time zone,
	"delivery_carrier" text,
	"delivery_address" jsonb,
	"delivery_distance_miles" double precision,
	"self_pickup_point_id" uuid,
	"pickup_address_id" uuid,
	"pickup_address" jsonb,
	"table_name" text,
	"people_number" smallint,
	"payment_deadline" timestamp with time zone,
	"cancellation_reason" text,
	"from_external_website" boolean DEFAULT false NOT NULL,
	"extra_info" jsonb,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "orders_type_check" CHECK ("orders"."order_type" in ('delivery', 'pickup', 'dineIn')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."order_status" in ('received', 'partiallyPaid', 'paid', 'confirmed', 'preparing', 'ready', 'delivering', 'waitingSelfPickup', 'completed', 'cancelled')),
	CONSTRAINT "orders_commodities_status_check" CHECK ("orders"."commodities_status" in ('preparing', 'ready', 'atBusiness', 'delivering', 'delivered')),
	CONSTRAINT "orders_reserved_order_type_check" CHECK ("orders"."reserved_order_type" in ('normal', 'preOrder')),
	CONSTRAINT "orders_delivery_carrier_check" CHECK ("orders"."delivery_carrier" in ('platform', 'business', 'doordash')),
	CONSTRAINT "orders_commodities_price_check" CHECK ("orders"."commodities_price" >= 0),
	CONSTRAINT "orders_discount_price_check" CHECK ("orders"."discount_price" >= 0),
	CONSTRAINT "orders_order_discount_price_check" CHECK ("orders"."order_discount_price" >= 0),
	CONSTRAINT "orders_discounted_price_check" CHECK ("orders"."discounted_price" >= 0),
	CONSTRAINT "orders_excise_price_check" CHECK ("orders"."excise_price" >= 0),
	CONSTRAINT "orders_service_price_check" CHECK ("orders"."service_price" >= 0),
	CONSTRAINT "orders_tip_price_check" CHECK ("orders"."tip_price" >= 0),
	CONSTRAINT "orders_delivery_price_check" CHECK ("orders"."delivery_price" >= 0),
	CONSTRAINT "orders_small_order_extra_price_check" CHECK ("orders"."small_order_extra_price" >= 0),
	CONSTRAINT "orders_total_price_check" CHECK ("orders"."total_price" >= 0),
	CONSTRAINT "orders_paid_price_check" CHECK ("orders"."paid_price" between 0 and "orders"."total_price"),
	CONSTRAINT "orders_refunded_price_check" CHECK ("orders"."refunded_price" between 0 and "orders"."paid_price"),
	CONSTRAINT "orders_tax_rate_check" CHECK ("orders"."tax_rate_millionths" >= 0),
	CONSTRAINT "orders_points_earned_check" CHECK ("orders"."points_earned" >= 0),
	CONSTRAINT "orders_points_used_check" CHECK ("orders"."points_used" >= 0),
	CONSTRAINT "orders_buyer_note_check" CHECK (char_length("orders"."buyer_note") <= 140),
	CONSTRAINT "orders_contact_phone_check" CHECK ("orders"."contact_phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "orders_delivery_info_check" CHECK ("orders"."order_type" <> 'delivery' or "orders"."delivery_address" is not null or "orders"."self_pickup_point_id" is not null),
	CONSTRAINT "orders_dine_in_info_check" CHECK ("orders"."order_type" <> 'dineIn' or ("orders"."table_name" is not null and "orders"."people_number" is not null)),
	CONSTRAINT "orders_people_number_check" CHECK ("orders"."people_number" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"platform" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"processor_payment_id" text,
	"idempotency_key" text NOT NULL,
	"saved_card_id" uuid,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" smallint,
	"card_exp_year" smallint,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_type_check" CHECK ("payments"."payment_type" in ('Card', 'Cash', 'Other', 'ApplePay', 'GooglePay', 'PaypalPay', 'AliPay', 'WechatPay')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'requiresAction', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_card_last4_check" CHECK ("payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"refund_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"refunded_number" integer NOT NULL,
	CONSTRAINT "refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "refund_lines_refunded_number_check" CHECK ("refund_lines"."refunded_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid,
	"refund_type" text NOT NULL,
	"price" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"processor_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_type_check" CHECK ("refunds"."refund_type" in ('commodities', 'customAmount')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_price_check" CHECK ("refunds"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unique_identifiers" (
	"value" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_configs" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"time_zone" text NOT NULL,
	"contact_phone_number" text,
	"instagram_account" text,
	"instagram_url" text,
	"service_time_start_ms" integer,
	"service_time_end_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_name_check" CHECK (coalesce(jsonb_typeof("areas"."name" -> 'en') = 'string' and jsonb_typeof("areas"."name" -> 'zh') = 'string', false)),
	CONSTRAINT "areas_status_check" CHECK ("areas"."status" in ('active', 'inactive')),
	CONSTRAINT "areas_service_time_check" CHECK ("areas"."service_time_start_ms" is null and "areas"."service_time_end_ms" is null or "areas"."service_time_start_ms" between 0 and 86400000 and "areas"."service_time_end_ms" between 0 and 86400000)
);
--> statement-breakpoint
CREATE TABLE "points_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"cur_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_cards_balance_check" CHECK ("points_cards"."cur_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_coupon_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"required_points" integer NOT NULL,
	"stock_number" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_coupon_rules_required_points_check" CHECK ("points_coupon_rules"."required_points" > 0),
	CONSTRAINT "points_coupon_rules_stock_check" CHECK ("points_coupon_rules"."stock_number" >= 0),
	CONSTRAINT "points_coupon_rules_status_check" CHECK ("points_coupon_rules"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "points_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"consume_points" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"description" jsonb NOT NULL,
	"order_id" uuid,
	"coupon_id" uuid,
	"user_coupon_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_exchanges_kind_check" CHECK ("points_exchanges"."kind" in ('commodity', 'coupon')),
	CONSTRAINT "points_exchanges_consume_points_check" CHECK ("points_exchanges"."consume_points" > 0),
	CONSTRAINT "points_exchanges_quantity_check" CHECK ("points_exchanges"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" uuid NOT NULL,
	"change_type" text NOT NULL,
	"change_number" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" uuid,
	"exchange_id" uuid,
	"change_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_change_type_check" CHECK ("points_ledger"."change_type" in ('businessReward', 'completedOrder', 'share', 'comment', 'cancelledOrderRollback', 'refundedOrderRollback', 'consumedForCommodity', 'consumedForCoupon', 'expired', 'businessDeduction', 'completedOrderRollback')),
	CONSTRAINT "points_ledger_sign_check" CHECK (case when "points_ledger"."change_type" in ('businessReward', 'completedOrder', 'share', 'comment', 'cancelledOrderRollback', 'refundedOrderRollback') then "points_ledger"."change_number" > 0 else "points_ledger"."change_number" < 0 end),
	CONSTRAINT "points_ledger_balance_check" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_programmes" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"points_explain" jsonb,
	"is_double" boolean DEFAULT false NOT NULL,
	"learn_more_gain_points_rules" jsonb,
	"learn_more_consume_points_rules" jsonb,
	"learn_more_other_explain" jsonb,
	"points_per_dollar" integer DEFAULT 1 NOT NULL,
	"commodity_exchange_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_exchanges_per_order" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_programmes_explain_check" CHECK ("points_programmes"."points_explain" is null or coalesce(jsonb_typeof("points_programmes"."points_explain" -> 'en') = 'string' and jsonb_typeof("points_programmes"."points_explain" -> 'zh') = 'string', false)),
	CONSTRAINT "points_programmes_gain_check" CHECK ("points_programmes"."learn_more_gain_points_rules" is null or coalesce(jsonb_typeof("points_programmes"."learn_more_gain_points_rules" -> 'en') = 'string' and jsonb_typeof("points_programmes"."learn_more_gain_points_rules" -> 'zh') = 'string', false)),
	CONSTRAINT "points_programmes_consume_check" CHECK ("points_programmes"."learn_more_consume_points_rules" is null or coalesce(jsonb_typeof("points_programmes"."learn_more_consume_points_rules" -> 'en') = 'string' and jsonb_typeof("points_programmes"."learn_more_consume_points_rules" -> 'zh') = 'string', false)),
	CONSTRAINT "points_programmes_other_check" CHECK ("points_programmes"."learn_more_other_explain" is null or coalesce(jsonb_typeof("points_programmes"."learn_more_other_explain" -> 'en') = 'string' and jsonb_typeof("points_programmes"."learn_more_other_explain" -> 'zh') = 'string', false)),
	CONSTRAINT "points_programmes_points_per_dollar_check" CHECK ("points_programmes"."points_per_dollar" >= 0),
	CONSTRAINT "points_programmes_max_exchanges_check" CHECK ("points_programmes"."max_exchanges_per_order" >= 1),
	CONSTRAINT "points_programmes_period_check" CHECK ("points_programmes"."ends_at" > "points_programmes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid,
	"title" jsonb NOT NULL,
	"describe_html" jsonb,
	"coupon_type" text NOT NULL,
	"discount_percent" integer,
	"max_discount_price" integer,
	"discount_price" integer,
	"min_commodities_price" integer DEFAULT 0 NOT NULL,
	"max_delivery_distance_miles" double precision,
	"order_types" text[] DEFAULT '{}' NOT NULL,
	"expiry_kind" text NOT NULL,
	"duration_seconds" integer,
	"expired_time" timestamp with time zone,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"stock_number" integer,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"claimable" boolean DEFAULT true NOT NULL,
	"redeem_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_title_check" CHECK (coalesce(jsonb_typeof("coupons"."title" -> 'en') = 'string' and jsonb_typeof("coupons"."title" -> 'zh') = 'string', false)),
	CONSTRAINT "coupons_describe_html_check" CHECK ("coupons"."describe_html" is null or coalesce(jsonb_typeof("coupons"."describe_html" -> 'en') = 'string' and jsonb_typeof("coupons"."describe_html" -> 'zh') = 'string', false)),
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."coupon_type" in ('discount', 'cash', 'freeDeliveryPrice')),
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('active', 'inactive')),
	CONSTRAINT "coupons_expiry_kind_check" CHECK ("coupons"."expiry_kind" in ('duration', 'fixedTime', 'interval')),
	CONSTRAINT "coupons_order_types_check" CHECK ("coupons"."order_types" <@ array['delivery', 'pickup', 'dineIn']::text[]),
	CONSTRAINT "coupons_value_check" CHECK (coalesce(case "coupons"."coupon_type"
        when 'discount' then "coupons"."discount_percent" between 0 and 100
        when 'cash' then "coupons"."discount_price" > 0
        else true end, false)),
	CONSTRAINT "coupons_expiry_check" CHECK (coalesce(case "coupons"."expiry_kind"
        when 'duration' then "coupons"."duration_seconds" > 0
        when 'fixedTime' then "coupons"."expired_time" is not null
        else "coupons"."end_time" > "coupons"."start_time" end, false)),
	CONSTRAINT "coupons_max_discount_price_check" CHECK ("coupons"."max_discount_price" >= 0),
	CONSTRAINT "coupons_min_commodities_price_check" CHECK ("coupons"."min_commodities_price" >= 0),
	CONSTRAINT "coupons_stock_check" CHECK ("coupons"."stock_number" >= 0),
	CONSTRAINT "coupons_per_user_limit_check" CHECK ("coupons"."per_user_limit" >= 1),
	CONSTRAINT "coupons_redeem_code_check" CHECK ("coupons"."redeem_code" = upper("coupons"."redeem_code"))
);
--> statement-breakpoint
CREATE TABLE "new_user_package_coupons" (
	"package_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "new_user_package_coupons_package_id_coupon_id_pk" PRIMARY KEY("package_id","coupon_id"),
	CONSTRAINT "new_user_package_coupons_quantity_check" CHECK ("new_user_package_coupons"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "new_user_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_user_packages_status_check" CHECK ("new_user_packages"."package_status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_coupons_status_check" CHECK ("user_coupons"."status" in ('unused', 'used')),
	CONSTRAINT "user_coupons_source_check" CHECK ("user_coupons"."source" in ('claim', 'code', 'newUserPackage', 'points', 'grant')),
	CONSTRAINT "user_coupons_used_check" CHECK (("user_coupons"."status" = 'used') = ("user_coupons"."used_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_histories" ADD CONSTRAINT "search_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_pickup_point_businesses" ADD CONSTRAINT "self_pickup_point_businesses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_pickup_point_businesses" ADD CONSTRAINT "self_pickup_point_businesses_point_fk" FOREIGN KEY ("self_pickup_point_id") REFERENCES "public"."self_pickup_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_category_links" ADD CONSTRAINT "business_category_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_category_links" ADD CONSTRAINT "business_category_links_category_id_business_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_pickup_addresses" ADD CONSTRAINT "business_pickup_addresses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_category_id_commodity_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."commodity_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_timed_menu_id_timed_menus_id_fk" FOREIGN KEY ("timed_menu_id") REFERENCES "public"."timed_menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_attribute_values" ADD CONSTRAINT "commodity_attribute_values_attribute_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."commodity_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_attributes" ADD CONSTRAINT "commodity_attributes_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_categories" ADD CONSTRAINT "commodity_categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_configs" ADD CONSTRAINT "delivery_configs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_menus" ADD CONSTRAINT "timed_menus_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_handle_times" ADD CONSTRAINT "order_handle_times_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_self_pickup_point_id_self_pickup_points_id_fk" FOREIGN KEY ("self_pickup_point_id") REFERENCES "public"."self_pickup_points"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_address_id_business_pickup_addresses_id_fk" FOREIGN KEY ("pickup_address_id") REFERENCES "public"."business_pickup_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unique_identifiers" ADD CONSTRAINT "unique_identifiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_cards" ADD CONSTRAINT "points_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_cards" ADD CONSTRAINT "points_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_coupon_rules" ADD CONSTRAINT "points_coupon_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_coupon_rules" ADD CONSTRAINT "points_coupon_rules_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_card_id_points_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."points_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_card_id_points_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."points_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_exchange_id_points_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."points_exchanges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_programmes" ADD CONSTRAINT "points_programmes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_user_package_coupons" ADD CONSTRAINT "new_user_package_coupons_package_id_new_user_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."new_user_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_user_package_coupons" ADD CONSTRAINT "new_user_package_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertising_statistics_day_idx" ON "advertising_statistics" USING btree ("day","source","action");--> statement-breakpoint
CREATE UNIQUE INDEX "advertising_statistics_unique_visitor_idx" ON "advertising_statistics" USING btree ("source","day","visitor_id") WHERE "advertising_statistics"."action" = 'homeUv';--> statement-breakpoint
CREATE INDEX "delivery_addresses_user_idx" ON "delivery_addresses" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_default_idx" ON "delivery_addresses" USING btree ("user_id") WHERE "delivery_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_customer_idx" ON "payment_customers" USING btree ("platform","customer_id");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_payment_method_idx" ON "saved_cards" USING btree ("platform","processor_payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_default_idx" ON "saved_cards" USING btree ("user_id") WHERE "saved_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "search_histories_user_keywords_idx" ON "search_histories" USING btree ("user_id","keywords");--> statement-breakpoint
CREATE INDEX "search_histories_user_recent_idx" ON "search_histories" USING btree ("user_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "self_pickup_point_businesses_business_idx" ON "self_pickup_point_businesses" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "self_pickup_points_location_idx" ON "self_pickup_points" USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE INDEX "delivered_messages_recipient_idx" ON "delivered_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "outbox_events_pending_idx" ON "outbox_events" USING btree ("available_at") WHERE processed_at is null;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_recipient_idx" ON "verification_codes" USING btree ("channel","recipient","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_client_idx" ON "verification_codes" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "activities_business_idx" ON "activities" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "business_category_links_category_idx" ON "business_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "business_pickup_addresses_business_idx" ON "business_pickup_addresses" USING btree ("business_id","sort_order");--> statement-breakpoint
CREATE INDEX "business_pickup_addresses_location_idx" ON "business_pickup_addresses" USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE INDEX "businesses_location_idx" ON "businesses" USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE INDEX "businesses_search_name_trgm_idx" ON "businesses" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_area_idx" ON "businesses" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "businesses_promoted_idx" ON "businesses" USING btree ("promoted_rank") WHERE "businesses"."promoted_rank" is not null;--> statement-breakpoint
CREATE INDEX "commodities_business_category_idx" ON "commodities" USING btree ("business_id","category_id","sort_order");--> statement-breakpoint
CREATE INDEX "commodities_category_idx" ON "commodities" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "commodities_timed_menu_idx" ON "commodities" USING btree ("timed_menu_id");--> statement-breakpoint
CREATE INDEX "commodities_search_name_trgm_idx" ON "commodities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commodity_attribute_values_attribute_idx" ON "commodity_attribute_values" USING btree ("attribute_id","sort_order");--> statement-breakpoint
CREATE INDEX "commodity_attributes_commodity_idx" ON "commodity_attributes" USING btree ("commodity_id","sort_order");--> statement-breakpoint
CREATE INDEX "commodity_categories_business_idx" ON "commodity_categories" USING btree ("business_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "commodity_categories_required_idx" ON "commodity_categories" USING btree ("business_id") WHERE "commodity_categories"."required_for_dine_in";--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_business_name_idx" ON "dining_tables" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "timed_menus_business_idx" ON "timed_menus" USING btree ("business_id","sort_order");--> statement-breakpoint
CREATE INDEX "places_name_trgm_idx" ON "places" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_location_idx" ON "places" USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_external_idx" ON "deliveries" USING btree ("carrier","external_id") WHERE "deliveries"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "deliveries_active_idx" ON "deliveries" USING btree ("status","updated_at") WHERE "deliveries"."status" not in ('delivered', 'cancelled', 'failed');--> statement-breakpoint
CREATE INDEX "order_activities_activity_idx" ON "order_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "order_coupons_user_coupon_idx" ON "order_coupons" USING btree ("user_coupon_id");--> statement-breakpoint
CREATE INDEX "order_coupons_coupon_idx" ON "order_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "order_handle_times_order_idx" ON "order_handle_times" USING btree ("order_id","happened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_line_idx" ON "order_lines" USING btree ("order_id","line_index");--> statement-breakpoint
CREATE INDEX "order_lines_commodity_idx" ON "order_lines" USING btree ("commodity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_frontend_identifier_idx" ON "orders" USING btree ("user_id","frontend_identifier");--> statement-breakpoint
CREATE INDEX "orders_user_status_created_idx" ON "orders" USING btree ("user_id","order_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_business_created_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("payment_deadline") WHERE "orders"."order_status" in ('received', 'partiallyPaid');--> statement-breakpoint
CREATE INDEX "orders_open_status_idx" ON "orders" USING btree ("order_status","updated_at") WHERE "orders"."order_status" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE INDEX "orders_dine_in_table_idx" ON "orders" USING btree ("business_id","table_name","created_at" DESC NULLS LAST) WHERE "orders"."order_type" = 'dineIn';--> statement-breakpoint
CREATE INDEX "orders_self_pickup_point_idx" ON "orders" USING btree ("self_pickup_point_id") WHERE "orders"."self_pickup_point_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_saved_card_idx" ON "payments" USING btree ("saved_card_id") WHERE "payments"."saved_card_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_processor_idx" ON "payments" USING btree ("platform","processor_payment_id") WHERE "payments"."processor_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_in_flight_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('pending', 'requiresAction');--> statement-breakpoint
CREATE INDEX "refund_lines_order_line_idx" ON "refund_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "service_calls_business_idx" ON "service_calls" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_calls_order_idx" ON "service_calls" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "unique_identifiers_issued_idx" ON "unique_identifiers" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_cards_user_business_idx" ON "points_cards" USING btree ("user_id","business_id");--> statement-breakpoint
CREATE INDEX "points_cards_business_idx" ON "points_cards" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_coupon_rules_business_coupon_idx" ON "points_coupon_rules" USING btree ("business_id","coupon_id");--> statement-breakpoint
CREATE INDEX "points_coupon_rules_coupon_idx" ON "points_coupon_rules" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "points_exchanges_card_idx" ON "points_exchanges" USING btree ("card_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "points_exchanges_order_idx" ON "points_exchanges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "points_exchanges_user_coupon_idx" ON "points_exchanges" USING btree ("user_coupon_id");--> statement-breakpoint
CREATE INDEX "points_ledger_card_time_idx" ON "points_ledger" USING btree ("card_id","change_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "points_ledger_exchange_idx" ON "points_ledger" USING btree ("exchange_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_change_idx" ON "points_ledger" USING btree ("order_id","change_type") WHERE "points_ledger"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "coupons_business_idx" ON "coupons" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "coupons_redeem_code_idx" ON "coupons" USING btree ("redeem_code") WHERE "coupons"."redeem_code" is not null;--> statement-breakpoint
CREATE INDEX "new_user_package_coupons_coupon_idx" ON "new_user_package_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "new_user_packages_status_idx" ON "new_user_packages" USING btree ("package_status","created_at");--> statement-breakpoint
CREATE INDEX "user_coupons_user_status_idx" ON "user_coupons" USING btree ("user_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "user_coupons_coupon_user_idx" ON "user_coupons" USING btree ("coupon_id","user_id");