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
];
