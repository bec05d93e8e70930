// Logger settings that keep personal data out of the logs: a request is logged as method, path and
// status only (no headers, no query string, no client address, never a body).
import type { FastifyServerOptions } from 'fastify';

export interface LogDestination {
  write(line: string): void;
}

export type LoggerChoice = boolean | { level?: string; stream?: LogDestination };

const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0];

export function loggerOptions(choice: LoggerChoice): FastifyServerOptions['logger'] {
  if (choice === false) return false;
  const { level = 'info', stream } = choice === true ? {} : choice;
  return {
    level,
    ...(stream && { stream }),
    serializers: {
      req: (request) => ({ method: request.method, url: pathOnly(request.url) }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
    // A second line of defence should anyone ever log a request or a message by mistake.
    redact: { paths: ['body', 'values', 'headers', '*.body', '*.values', '*.headers', 'req.remoteAddress'], remove: true },
  };
}
