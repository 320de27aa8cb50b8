// Interactive API reference (/docs, Swagger UI served from swagger-ui-dist), Redoc (/redoc) and the
// OpenAPI documents (/openapi.json for the reference interface, /openapi/<name>.json for each).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagOf } from './respond.js';

export interface PublishedSpec {
  name: string;
  document: Record<string, unknown>;
  basePath: string;
}

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
// Asset URLs carry the package version, so their content never changes: cache them for good.
const swaggerVersion: string = require('swagger-ui-dist/package.json').version;
const assetBase = `/docs/assets/${swaggerVersion}`;
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png']);
const TYPES: Record<string, string> = { '.css': 'text/css', '.js': 'application/javascript', '.png': 'image/png' };

export class DocsRoutes {
  private readonly json = new Map<string, string>();
  private readonly etags = new Map<string, string>();

  constructor(private readonly specs: PublishedSpec[]) {
    for (const spec of specs) {
      // Servers point at the interface's mount, so "Try it out" calls the right place.
      const doc = { ...spec.document, servers: [{ url: spec.basePath || '/' }] };
      const text = JSON.stringify(doc);
      this.json.set(spec.name, text);
      this.etags.set(spec.name, etagOf(text));
    }
  }

  /** Cheap test run on every request, so API requests never wait on the docs routes. */
  matches(pathname: string): boolean {
    return pathname === '/openapi.json' || pathname === '/docs' || pathname === '/redoc' || pathname.startsWith('/openapi/') || pathname.startsWith('/docs/');
  }

  async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const m = /^\/openapi\/([a-z0-9-]+)\.json$/.exec(pathname);
    const spec = pathname === '/openapi.json' ? this.specs[0].name : m && this.json.has(m[1]) ? m[1] : undefined;
    if (spec) {
      // Shared and dynamic (it changes with a deploy): a short public lifetime, then revalidate.
      const etag = this.etags.get(spec)!;
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      return this.send(res, 200, 'application/json; charset=utf-8', this.json.get(spec)!);
    }
    if (pathname === '/docs') return this.send(res, 200, 'text/html; charset=utf-8', this.swaggerPage());
    if (pathname === '/redoc') return this.send(res, 200, 'text/html; charset=utf-8', this.redocPage(req));
    const asset = pathname.startsWith(assetBase + '/') ? pathname.slice(assetBase.length + 1) : undefined;
    if (asset && ASSETS.has(asset)) {
      const body = await readFile(path.join(swaggerDir, asset));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      return this.send(res, 200, TYPES[path.extname(asset)], body);
    }
    return false;
  }

  private send(res: ServerResponse, status: number, type: string, body: string | Buffer): true {
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    // The pages themselves are small and change with a deploy: always revalidate.
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    res.end(body);
    return true;
  }

  private swaggerPage(): string {
    const urls = this.specs.map((s) => ({ url: `/openapi/${s.name}.json`, name: s.name }));
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<link rel="stylesheet" href="${assetBase}/swagger-ui.css"><link rel="icon" href="${assetBase}/favicon-32x32.png"></head>
<body><div id="swagger-ui"></div><script src="${assetBase}/swagger-ui-bundle.js"></script>
<script src="${assetBase}/swagger-ui-standalone-preset.js"></script>
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
