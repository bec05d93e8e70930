// /metrics on a port of its own (METRICS_PORT, on METRICS_HOST: loopback unless said otherwise),
// so Prometheus can scrape it while visitors on the main port never can.
import { createServer, type Server } from 'node:http';

export function startMetricsServer(port: number, host: string, metricsText: () => Promise<string>, contentType: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    metricsText().then(
      (text) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
