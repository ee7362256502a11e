/**
 * A small round-robin HTTP load balancer for the multi-instance test, standing where nginx or a
 * cloud balancer would: each request goes to the next backend in turn, headers and body as they
 * came (Host included, so the web server's origin check sees the public address); a backend that
 * refuses the connection (stopped, killed) is skipped for the next one, like nginx's
 * `proxy_next_upstream error`. The answer names its backend in `x-backend` (for the test's
 * assertions only). With `forwardedFor`, it appends the address the connection came from to
 * X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` does.
 */
import http from 'node:http';

export interface LoadBalancer {
  url: string;
  /** Backends that answered, in order. */
  answeredBy: string[];
  close(): Promise<void>;
}

export async function startLoadBalancer(port: number, backends: string[], options: { forwardedFor?: boolean } = {}): Promise<LoadBalancer> {
  let next = 0;
  const answeredBy: string[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const start = next++ % backends.length;
    const headers = { ...req.headers };
    if (options.forwardedFor) {
      const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
      headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${peer}` : peer;
    }
    const attempt = (tried: number) => {
      const backend = new URL(backends[(start + tried) % backends.length]!);
      const upstream = http.request(
        { host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers },
        (answer) => {
          answeredBy.push(backend.origin);
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': backend.origin });
          answer.pipe(res);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tried + 1 < backends.length) return attempt(tried + 1);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`load balancer: ${error.message}`);
      });
      upstream.end(body);
    };
    attempt(0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    answeredBy,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
