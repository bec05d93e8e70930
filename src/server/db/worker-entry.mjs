// The database worker's entry point, plain JavaScript so that a worker thread can start it however
// the server was started (node --import tsx, or the test runner): it registers the TypeScript
// loader for this thread, then runs the worker.
import { register } from 'tsx/esm/api';

register();
await import('./database-worker.ts');
