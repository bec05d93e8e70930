// The schema for PostgreSQL: the same steps as SQLite's (../migrations.ts), with the same names and in
// the same order, expressed in PostgreSQL's types. A test checks the two lists stay in step: append
// a step to both, never edit a shipped one. schema_migrations records which have run.
import type { Migration } from '../migrations.ts';

export const postgresMigrations: readonly Migration[] = [
  {
    name: 'contact messages',
    // SQLite's first step also made an address-hashing salt that its second step removes again; a
    // PostgreSQL database never had one.
    sql: `
      CREATE TABLE contact_messages (
        id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        received_at      timestamptz NOT NULL,
        first_name       text NOT NULL,
        last_name        text NOT NULL,
        email            text NOT NULL,
        mobile_number    text NOT NULL,
        subject          text NOT NULL,
        message          text NOT NULL,
        idempotency_key  text,
        client_ip_hash   text
      );
      CREATE UNIQUE INDEX contact_messages_idempotency_key
        ON contact_messages (idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE INDEX contact_messages_received_at ON contact_messages (received_at);
      CREATE TABLE settings (name text PRIMARY KEY, value bytea NOT NULL);
    `,
  },
  {
    name: 'delivery outbox, suspected spam, idempotency bodies, persistent rate limits, no salt beside the data',
    // Times the outbox compares (created_at, next_attempt_at, lease_until) are milliseconds since
    // the epoch, as in SQLite, so both stores share one outbox logic.
    sql: `
      ALTER TABLE contact_messages ADD COLUMN public_id text, ADD COLUMN body_hash text, ADD COLUMN spam_reason text;
      UPDATE contact_messages SET public_id = md5(random()::text || id::text) WHERE public_id IS NULL;
      CREATE UNIQUE INDEX contact_messages_public_id ON contact_messages (public_id);
      CREATE INDEX contact_messages_email ON contact_messages (lower(email));
      CREATE INDEX contact_messages_mobile_number ON contact_messages (mobile_number);

      CREATE TABLE deliveries (
        id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message_id       bigint NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
        channel          text NOT NULL CHECK (channel IN ('email', 'webhook')),
        state            text NOT NULL CHECK (state IN ('pending', 'delivered', 'dead')),
        attempts         integer NOT NULL DEFAULT 0,
        created_at       bigint NOT NULL,
        next_attempt_at  bigint NOT NULL,
        lease_until      bigint,
        delivered_at     bigint,
        last_error       text,
        UNIQUE (message_id, channel)
      );
      CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);

      CREATE TABLE rate_limits (
        key           text PRIMARY KEY,
        count         integer NOT NULL,
        window_start  bigint NOT NULL,
        window_ms     bigint NOT NULL
      );

      CREATE TABLE erasures (
        id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        erased_at  timestamptz NOT NULL,
        reason     text NOT NULL CHECK (reason IN ('request', 'retention')),
        messages   integer NOT NULL
      );

      DELETE FROM settings WHERE name = 'ip_hash_salt';
      UPDATE contact_messages SET client_ip_hash = NULL;
    `,
  },
  {
    name: 'the language of the page a message was sent from',
    // Messages stored before the site had Hindi all came from English pages.
    sql: `
      ALTER TABLE contact_messages ADD COLUMN language text NOT NULL DEFAULT 'en';
    `,
  },
];
