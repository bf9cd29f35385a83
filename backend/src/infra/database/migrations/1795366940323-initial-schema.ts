import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole first schema, written out by hand. Conventions: uuid keys from gen_random_uuid()
 * (natural keys for opening_times, time_slots and global_settings, a bigint identity for the
 * append-only site_visits); money in integer pence; instants as timestamptz; restaurant-local
 * dates and times as date / time; closed value lists as text + CHECK.
 *
 * Never edit this file once it is committed: add a new migration instead.
 */
export class InitialSchema1795366940323 implements MigrationInterface {
  name = 'InitialSchema1795366940323';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const UP: string[] = [
  // Accounts
  `CREATE TABLE users (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    email text NOT NULL,
    password_hash text,
    email_confirmed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT users_pkey PRIMARY KEY (id),
    CONSTRAINT users_email_key UNIQUE (email),
    CONSTRAINT users_email_normalised_check CHECK (email = lower(btrim(email)) AND position('@' in email) > 1)
  )`,
  `CREATE TABLE profiles (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL,
    full_name text NOT NULL DEFAULT '',
    email text NOT NULL,
    is_admin boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_login timestamptz,
    CONSTRAINT profiles_pkey PRIMARY KEY (id),
    CONSTRAINT profiles_user_id_key UNIQUE (user_id),
    CONSTRAINT profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
  )`,
  `CREATE INDEX profiles_created_at_idx ON profiles (created_at DESC)`,
  `CREATE TABLE sessions (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    token_hash text NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT sessions_pkey PRIMARY KEY (id),
    CONSTRAINT sessions_token_hash_key UNIQUE (token_hash),
    CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
    CONSTRAINT sessions_expiry_check CHECK (expires_at > created_at)
  )`,
  `CREATE INDEX sessions_user_id_idx ON sessions (user_id)`,
  `CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`,
  `CREATE TABLE auth_tokens (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    token_hash text NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    CONSTRAINT auth_tokens_pkey PRIMARY KEY (id),
    CONSTRAINT auth_tokens_token_hash_key UNIQUE (token_hash),
    CONSTRAINT auth_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
    CONSTRAINT auth_tokens_kind_check CHECK (kind IN ('confirm_email', 'magic_link'))
  )`,
  `CREATE INDEX auth_tokens_user_id_idx ON auth_tokens (user_id)`,
  `CREATE TABLE oauth_identities (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    provider text NOT NULL,
    subject text NOT NULL,
    user_id uuid NOT NULL,
    email text,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT oauth_identities_pkey PRIMARY KEY (id),
    CONSTRAINT oauth_identities_provider_subject_key UNIQUE (provider, subject),
    CONSTRAINT oauth_identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
  )`,
  `CREATE INDEX oauth_identities_user_id_idx ON oauth_identities (user_id)`,

  // Menu
  `CREATE TABLE categories (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    name text NOT NULL,
    display_name text NOT NULL,
    display_order integer NOT NULL DEFAULT 0,
    is_active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT categories_pkey PRIMARY KEY (id),
    CONSTRAINT categories_name_key UNIQUE (name)
  )`,
  `CREATE TABLE menu_items (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    category_id uuid,
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    image_url text NOT NULL DEFAULT '',
    is_available boolean NOT NULL DEFAULT true,
    available_for_takeaway boolean NOT NULL DEFAULT true,
    display_order integer,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT menu_items_pkey PRIMARY KEY (id),
    CONSTRAINT menu_items_category_id_name_key UNIQUE (category_id, name),
    CONSTRAINT menu_items_category_id_fkey FOREIGN KEY (category_id) REFERENCES categories (id) ON DELETE SET NULL,
    CONSTRAINT menu_items_name_check CHECK (btrim(name) <> '')
  )`,
  `CREATE INDEX menu_items_category_id_display_order_idx ON menu_items (category_id, display_order)`,
  `CREATE TABLE menu_item_options (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    menu_item_id uuid NOT NULL,
    name text NOT NULL,
    price integer NOT NULL,
    display_order integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT menu_item_options_pkey PRIMARY KEY (id),
    CONSTRAINT menu_item_options_menu_item_id_name_key UNIQUE (menu_item_id, name),
    CONSTRAINT menu_item_options_menu_item_id_fkey FOREIGN KEY (menu_item_id) REFERENCES menu_items (id) ON DELETE CASCADE,
    CONSTRAINT menu_item_options_price_check CHECK (price >= 0),
    CONSTRAINT menu_item_options_name_check CHECK (btrim(name) <> '')
  )`,

  // Cart and orders
  `CREATE TABLE cart_items (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL,
    menu_item_id uuid NOT NULL,
    option_id uuid,
    quantity integer NOT NULL,
    unit_price integer NOT NULL DEFAULT 0,
    special_instructions text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT cart_items_pkey PRIMARY KEY (id),
    CONSTRAINT cart_items_line_key UNIQUE (user_id, menu_item_id, option_id, special_instructions),
    CONSTRAINT cart_items_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
    CONSTRAINT cart_items_menu_item_id_fkey FOREIGN KEY (menu_item_id) REFERENCES menu_items (id) ON DELETE CASCADE,
    CONSTRAINT cart_items_option_id_fkey FOREIGN KEY (option_id) REFERENCES menu_item_options (id) ON DELETE SET NULL,
    CONSTRAINT cart_items_quantity_check CHECK (quantity > 0),
    CONSTRAINT cart_items_unit_price_check CHECK (unit_price >= 0)
  )`,
  `CREATE INDEX cart_items_menu_item_id_idx ON cart_items (menu_item_id)`,
  `CREATE INDEX cart_items_option_id_idx ON cart_items (option_id)`,
  `CREATE SEQUENCE order_number_seq AS bigint START WITH 1 INCREMENT BY 1`,
  `CREATE TABLE orders (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    order_number text NOT NULL,
    user_id uuid,
    order_date date NOT NULL,
    slot_time time NOT NULL,
    customer_name text NOT NULL,
    customer_email text NOT NULL,
    customer_phone text NOT NULL,
    special_instructions text NOT NULL DEFAULT '',
    delivery_type text NOT NULL,
    delivery_address text,
    delivery_postcode text,
    subtotal integer NOT NULL,
    delivery_fee integer NOT NULL DEFAULT 0,
    driver_tip integer NOT NULL DEFAULT 0,
    tax integer NOT NULL DEFAULT 0,
    total integer NOT NULL,
    status text NOT NULL DEFAULT 'pending',
    payment_method text NOT NULL,
    is_paid boolean NOT NULL DEFAULT false,
    paid_at timestamptz,
    stripe_session_id text,
    stripe_session_expires_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT orders_pkey PRIMARY KEY (id),
    CONSTRAINT orders_order_number_key UNIQUE (order_number),
    CONSTRAINT orders_stripe_session_id_key UNIQUE (stripe_session_id),
    CONSTRAINT orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT orders_status_check CHECK (status IN ('pending', 'confirmed', 'preparing', 'ready', 'completed', 'abandoned')),
    CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('online', 'collection', 'driver')),
    CONSTRAINT orders_delivery_type_check CHECK (delivery_type IN ('delivery', 'collection')),
    CONSTRAINT orders_money_non_negative_check CHECK (subtotal >= 0 AND delivery_fee >= 0 AND driver_tip >= 0 AND tax >= 0),
    CONSTRAINT orders_total_check CHECK (total = subtotal + delivery_fee + driver_tip + tax),
    CONSTRAINT orders_delivery_address_check CHECK (delivery_type = 'collection' OR (delivery_address IS NOT NULL AND delivery_postcode IS NOT NULL)),
    CONSTRAINT orders_collection_fees_check CHECK (delivery_type = 'delivery' OR (delivery_fee = 0 AND driver_tip = 0)),
    CONSTRAINT orders_payment_matches_delivery_check CHECK ((payment_method <> 'collection' OR delivery_type = 'collection') AND (payment_method <> 'driver' OR delivery_type = 'delivery')),
    CONSTRAINT orders_paid_at_check CHECK (is_paid = (paid_at IS NOT NULL)),
    CONSTRAINT orders_completed_paid_check CHECK (status <> 'completed' OR is_paid)
  )`,
  // Slot capacity: orders for a date and slot with an active status.
  `CREATE INDEX orders_order_date_slot_time_status_idx ON orders (order_date, slot_time, status)`,
  // Order history: a user's orders, newest first.
  `CREATE INDEX orders_user_id_created_at_idx ON orders (user_id, created_at DESC)`,
  // Today's open orders and the admin day list / history.
  `CREATE INDEX orders_created_at_idx ON orders (created_at)`,
  // Payment reconciliation: online orders still pending after their Stripe session expired.
  `CREATE INDEX orders_pending_online_expiry_idx ON orders (stripe_session_expires_at) WHERE status = 'pending' AND payment_method = 'online'`,
  `CREATE TABLE order_items (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    order_id uuid NOT NULL,
    menu_item_id uuid,
    option_id uuid,
    item_name text NOT NULL,
    size text,
    quantity integer NOT NULL,
    unit_price integer NOT NULL,
    total_price integer NOT NULL,
    special_instructions text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT order_items_pkey PRIMARY KEY (id),
    CONSTRAINT order_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE,
    CONSTRAINT order_items_menu_item_id_fkey FOREIGN KEY (menu_item_id) REFERENCES menu_items (id) ON DELETE SET NULL,
    CONSTRAINT order_items_option_id_fkey FOREIGN KEY (option_id) REFERENCES menu_item_options (id) ON DELETE SET NULL,
    CONSTRAINT order_items_quantity_check CHECK (quantity > 0),
    CONSTRAINT order_items_unit_price_check CHECK (unit_price >= 0),
    CONSTRAINT order_items_total_price_check CHECK (total_price = unit_price * quantity)
  )`,
  `CREATE INDEX order_items_order_id_idx ON order_items (order_id)`,
  `CREATE INDEX order_items_menu_item_id_idx ON order_items (menu_item_id)`,
  `CREATE INDEX order_items_option_id_idx ON order_items (option_id)`,

  // Scheduling
  `CREATE TABLE opening_times (
    day_of_week smallint NOT NULL,
    is_open boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT opening_times_pkey PRIMARY KEY (day_of_week),
    CONSTRAINT opening_times_day_of_week_check CHECK (day_of_week BETWEEN 0 AND 6)
  )`,
  `CREATE TABLE time_slots (
    "time" time NOT NULL,
    is_active boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT time_slots_pkey PRIMARY KEY ("time")
  )`,
  `CREATE TABLE days_off (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    date date NOT NULL,
    start_date date NOT NULL,
    end_date date NOT NULL,
    type text NOT NULL,
    all_day boolean NOT NULL DEFAULT true,
    start_time time,
    end_time time,
    reason text NOT NULL DEFAULT '',
    created_by uuid,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT days_off_pkey PRIMARY KEY (id),
    CONSTRAINT days_off_created_by_fkey FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT days_off_type_check CHECK (type IN ('ad-hoc', 'national-holiday', 'vacation', 'illness', 'maintenance')),
    CONSTRAINT days_off_range_check CHECK (start_date <= end_date AND date BETWEEN start_date AND end_date),
    CONSTRAINT days_off_hours_check CHECK (all_day OR (start_time IS NOT NULL AND end_time IS NOT NULL AND start_time < end_time))
  )`,
  `CREATE INDEX days_off_date_idx ON days_off (date)`,

  // Bookings
  `CREATE TABLE bookings (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL DEFAULT '',
    booking_date date NOT NULL,
    slot_time time NOT NULL,
    party_size smallint NOT NULL,
    special_requests text NOT NULL DEFAULT '',
    status text NOT NULL DEFAULT 'pending',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT bookings_pkey PRIMARY KEY (id),
    CONSTRAINT bookings_party_size_check CHECK (party_size BETWEEN 1 AND 8),
    CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled'))
  )`,
  `CREATE INDEX bookings_booking_date_slot_time_idx ON bookings (booking_date, slot_time)`,

  // Settings
  `CREATE TABLE global_settings (
    key text NOT NULL,
    value text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT global_settings_pkey PRIMARY KEY (key)
  )`,

  // Analytics
  `CREATE TABLE site_visits (
    id bigint GENERATED ALWAYS AS IDENTITY,
    visited_at timestamptz NOT NULL DEFAULT now(),
    path text NOT NULL,
    referrer text,
    ip_address text,
    user_agent text,
    utm_source text,
    CONSTRAINT site_visits_pkey PRIMARY KEY (id)
  )`,
  `CREATE INDEX site_visits_visited_at_idx ON site_visits (visited_at DESC)`,

  // Payments
  `CREATE TABLE payment_events (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    stripe_event_id text NOT NULL,
    type text NOT NULL,
    payload jsonb NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    processed_at timestamptz,
    CONSTRAINT payment_events_pkey PRIMARY KEY (id),
    CONSTRAINT payment_events_stripe_event_id_key UNIQUE (stripe_event_id)
  )`,

  // Mail
  `CREATE TABLE email_outbox (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    kind text NOT NULL,
    payload jsonb NOT NULL DEFAULT '{}'::jsonb,
    dedupe_key text NOT NULL,
    status text NOT NULL DEFAULT 'pending',
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    CONSTRAINT email_outbox_pkey PRIMARY KEY (id),
    CONSTRAINT email_outbox_dedupe_key_key UNIQUE (dedupe_key),
    CONSTRAINT email_outbox_status_check CHECK (status IN ('pending', 'queued', 'sent', 'failed')),
    CONSTRAINT email_outbox_attempts_check CHECK (attempts >= 0),
    CONSTRAINT email_outbox_sent_at_check CHECK (status <> 'sent' OR sent_at IS NOT NULL)
  )`,
  `CREATE INDEX email_outbox_unsent_idx ON email_outbox (created_at) WHERE status IN ('pending', 'queued')`,
];

// Dependants first; dropping a table drops its indexes and constraints with it.
const DOWN: string[] = [
  `DROP TABLE email_outbox`,
  `DROP TABLE payment_events`,
  `DROP TABLE site_visits`,
  `DROP TABLE global_settings`,
  `DROP TABLE bookings`,
  `DROP TABLE days_off`,
  `DROP TABLE time_slots`,
  `DROP TABLE opening_times`,
  `DROP TABLE order_items`,
  `DROP TABLE orders`,
  `DROP SEQUENCE order_number_seq`,
  `DROP TABLE cart_items`,
  `DROP TABLE menu_item_options`,
  `DROP TABLE menu_items`,
  `DROP TABLE categories`,
  `DROP TABLE oauth_identities`,
  `DROP TABLE auth_tokens`,
  `DROP TABLE sessions`,
  `DROP TABLE profiles`,
  `DROP TABLE users`,
];
