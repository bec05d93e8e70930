// The database schema as an ordered list of steps. Each step runs once, in its own transaction, and
// PRAGMA user_version records how many have run: append new steps, never edit a shipped one.
export interface Migration {
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    name: 'contact messages',
    // STRICT keeps every value exactly the type it was stored as (no silent number conversion).
    // The partial unique index makes a retried submission with the same Idempotency-Key a no-op.
    sql: `
      CREATE TABLE contact_messages (
        id               INTEGER PRIMARY KEY,
        received_at      TEXT NOT NULL,
        first_name       TEXT NOT NULL,
        last_name        TEXT NOT NULL,
        email            TEXT NOT NULL,
        mobile_number    TEXT NOT NULL,
        subject          TEXT NOT NULL,
        message          TEXT NOT NULL,
        idempotency_key  TEXT,
        client_ip_hash   TEXT
      ) STRICT;
      CREATE UNIQUE INDEX contact_messages_idempotency_key
        ON contact_messages (idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE INDEX contact_messages_received_at ON contact_messages (received_at);
      -- A random salt per database: client addresses are stored only as a keyed hash, enough to
      -- spot one sender's flood, not enough to recover the address from a copied database file.
      CREATE TABLE settings (name TEXT PRIMARY KEY, value BLOB NOT NULL) STRICT;
      INSERT INTO settings (name, value) VALUES ('ip_hash_salt', randomblob(32));
    `,
  },
  {
    name: 'delivery outbox, suspected spam, idempotency bodies, persistent rate limits, no salt beside the data',
    // public_id: the stable id receivers use to drop a message delivered twice (at-least-once).
    // body_hash: tells a retry (same words) from a reused Idempotency-Key (different words).
    // spam_reason: suspected spam is kept, marked, and never delivered.
    // deliveries: one row per message and channel, written in the message's own transaction, so
    // an acknowledged message always has its way to a person on record.
    // The salt that keyed client_ip_hash sat in this file, so a copied file gave the addresses back:
    // it is gone, with the hashes made from it; new hashes are keyed by a secret kept elsewhere.
    sql: `
      ALTER TABLE contact_messages ADD COLUMN public_id TEXT;
      ALTER TABLE contact_messages ADD COLUMN body_hash TEXT;
      ALTER TABLE contact_messages ADD COLUMN spam_reason TEXT;
      UPDATE contact_messages SET public_id = lower(hex(randomblob(16))) WHERE public_id IS NULL;
      CREATE UNIQUE INDEX contact_messages_public_id ON contact_messages (public_id);
      CREATE INDEX contact_messages_email ON contact_messages (lower(email));
      CREATE INDEX contact_messages_mobile_number ON contact_messages (mobile_number);

      CREATE TABLE deliveries (
        id               INTEGER PRIMARY KEY,
        message_id       INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
        channel          TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        state            TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'dead')),
        attempts         INTEGER NOT NULL DEFAULT 0,
        created_at       INTEGER NOT NULL,
        next_attempt_at  INTEGER NOT NULL,
        lease_until      INTEGER,
        delivered_at     INTEGER,
        last_error       TEXT,
        UNIQUE (message_id, channel)
      ) STRICT;
      CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);

      CREATE TABLE rate_limits (
        key           TEXT PRIMARY KEY,
        count         INTEGER NOT NULL,
        window_start  INTEGER NOT NULL,
        window_ms     INTEGER NOT NULL
      ) STRICT;

      -- When messages were deleted and why (an erasure request or the retention period), never whose.
      CREATE TABLE erasures (
        id         INTEGER PRIMARY KEY,
        erased_at  TEXT NOT NULL,
        reason     TEXT NOT NULL CHECK (reason IN ('request', 'retention')),
        messages   INTEGER NOT NULL
      ) STRICT;

      DELETE FROM settings WHERE name = 'ip_hash_salt';
      UPDATE contact_messages SET client_ip_hash = NULL;
    `,
  },
  {
    name: 'the language of the page a message was sent from',
    // Messages stored before the site had Hindi all came from English pages.
    sql: `
      ALTER TABLE contact_messages ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    `,
  },
];
