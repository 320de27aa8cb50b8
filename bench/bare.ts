// Baselines for bench/run.ts, each the least code that does the same work as the full stack:
//   health       node:http answering /health's JSON
//   agent        node:http running getAgent's SQL through a pg pool and answering the row as JSON
//   fastify      Fastify answering /health's JSON (for choosing the HTTP host)
import http from 'node:http';
import pg from 'pg';

const mode = process.argv[2];
// A normal exit on SIGTERM, so that `node --cpu-prof` writes its profile (bench/http-profile.ts).
process.on('SIGTERM', () => process.exit(0));
const port = Number(process.env.PORT ?? 0);
const started = Date.now();
const health = () => JSON.stringify({ status: 'ok', timestamp: new Date().toISOString(), version: '0.1.0', uptime: (Date.now() - started) / 1000 });

function listen(server: http.Server) {
  server.listen(port, '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
}

if (mode === 'health') {
  listen(
    http.createServer((_req, res) => {
      const body = health();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }),
  );
} else if (mode === 'agent') {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  listen(
    http.createServer(async (req, res) => {
      const id = req.url!.split('/')[2];
      const { rows } = await pool.query('SELECT id, name, type, status, created_at, updated_at FROM agents WHERE id = $1', [id]);
      const r = rows[0];
      const body = JSON.stringify({ id: r.id, name: r.name, type: r.type, status: r.status, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }),
  );
} else if (mode === 'fastify') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/health', async (_req, reply) => reply.type('application/json; charset=utf-8').send(health()));
  const address = await app.listen({ port, host: '127.0.0.1' });
  console.log(`listening ${new URL(address).port}`);
} else {
  console.error('usage: bare.ts health|agent|fastify');
  process.exit(2);
}
