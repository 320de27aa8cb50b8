// Interactive API reference (/docs, Swagger UI served from swagger-ui-dist), Redoc (/redoc) and the
// OpenAPI documents (/openapi.json for the reference interface, /openapi/<name>.json for each).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PublishedSpec {
  name: string;
  document: Record<string, unknown>;
  basePath: string;
}

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png']);
const TYPES: Record<string, string> = { '.css': 'text/css', '.js': 'application/javascript', '.png': 'image/png' };

export class DocsRoutes {
  private readonly json = new Map<string, string>();

  constructor(private readonly specs: PublishedSpec[]) {
    for (const spec of specs) {
      // Servers point at the interface's mount, so "Try it out" calls the right place.
      const doc = { ...spec.document, servers: [{ url: spec.basePath || '/' }] };
      this.json.set(spec.name, JSON.stringify(doc));
    }
  }

  async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (pathname === '/openapi.json') return this.send(res, 200, 'application/json; charset=utf-8', this.json.get(this.specs[0].name)!);
    const m = /^\/openapi\/([a-z0-9-]+)\.json$/.exec(pathname);
    if (m && this.json.has(m[1])) return this.send(res, 200, 'application/json; charset=utf-8', this.json.get(m[1])!);
    if (pathname === '/docs') return this.send(res, 200, 'text/html; charset=utf-8', this.swaggerPage());
    if (pathname === '/redoc') return this.send(res, 200, 'text/html; charset=utf-8', this.redocPage(req));
    const asset = /^\/docs\/assets\/([a-z0-9.-]+)$/.exec(pathname);
    if (asset && ASSETS.has(asset[1])) {
      const body = await readFile(path.join(swaggerDir, asset[1]));
      res.setHeader('Cache-Control', 'public, max-age=86400');
      return this.send(res, 200, TYPES[path.extname(asset[1])], body);
    }
    return false;
  }

  private send(res: ServerResponse, status: number, type: string, body: string | Buffer): true {
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    res.end(body);
    return true;
  }

  private swaggerPage(): string {
    const urls = this.specs.map((s) => ({ url: `/openapi/${s.name}.json`, name: s.name }));
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"><link rel="icon" href="/docs/assets/favicon-32x32.png"></head>
<body><div id="swagger-ui"></div><script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
<script>window.ui = SwaggerUIBundle({ urls: ${JSON.stringify(urls)}, dom_id: '#swagger-ui', deepLinking: true,
presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });</script></body></html>`;
  }

  private redocPage(req: IncomingMessage): string {
    const wanted = new URL(req.url ?? '/', 'http://x').searchParams.get('spec');
    const name = this.json.has(wanted ?? '') ? wanted! : this.specs[0].name;
    // Redoc's standalone bundle comes from its CDN (as FastAPI does); the document is ours.
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} API</title></head>
<body><redoc spec-url="/openapi/${name}.json"></redoc>
<script src="https://cdn.redoc.ly/redoc/v2.5.0/bundles/redoc.standalone.js"></script></body></html>`;
  }
}
