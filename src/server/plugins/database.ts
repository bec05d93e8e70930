// The contact database as a Fastify resource: opened when the app starts, closed (with the write-ahead
// log folded back into the file) when the app closes, after in-flight requests have finished.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { closeDatabase, openDatabase } from '../db/open-database.ts';
import { contactStore, type ContactStore } from '../db/contact-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contactStore: ContactStore;
  }
}

export interface DatabaseOptions {
  file: string;
}

async function database(app: FastifyInstance, { file }: DatabaseOptions) {
  const db = openDatabase(file);
  const store = contactStore(db);
  app.decorate('contactStore', store);
  app.addHook('onClose', async () => {
    store.flush();
    closeDatabase(db);
  });
}

export default fp(database, { name: 'database' });
