// Interactive API reference (/docs, Swagger UI served from swagger-ui-dist), Redoc (/redoc) and the
// OpenAPI documents (/openapi.json for the reference interface, /openapi/<name>.json for each), and
// the assets of GraphiQL (/api/graphql in a browser): every script comes from our own
// dependencies, so the docs work without internet access (air-gapped installs).
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
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string): string => require(`${name}/package.json`).version;

/** A file the docs pages load: read once, on first use, and kept with its ETag. */
interface Asset {
  type: string;
  load: () => Promise<Buffer>;
}
const fromFile = (type: string, ...parts: string[]): Asset => ({ type, load: () => readFile(path.join(...parts)) });
// The GraphiQL bundle (9 MB of JavaScript as string constants) is imported only when asked for,
// so a server whose docs nobody opens never holds it.
type GraphiqlPart = 'js' | 'css' | 'favicon' | 'editorWorkerService' | 'jsonWorker' | 'graphqlWorker';
const fromGraphiql = (type: string, part: GraphiqlPart): Asset => ({
  type,
  load: async () => {
    const value: string = (await import('@graphql-yoga/render-graphiql/graphiql'))[part];
    return part === 'favicon' ? Buffer.from(value.slice(value.indexOf(',') + 1), 'base64') : Buffer.from(value);
  },
});

/**
 * Redoc's bundle, except that the menu's "API docs by Redocly" logo would come from Redocly's CDN:
 * it gets an empty image instead, which the bundle already handles (it hides the logo when the
 * image fails), so opening the docs asks nothing of the internet.
 */
async function loadRedoc(): Promise<Buffer> {
  const bundle = await readFile(path.join(packageDir('redoc'), 'bundles', 'redoc.standalone.js'), 'utf8');
  return Buffer.from(bundle.replaceAll('https://cdn.redoc.ly/redoc/logo-mini.svg', 'data:,'));
}

// Asset URLs carry their package's version, so their content never changes: cache them for good.
const swaggerDir = packageDir('swagger-ui-dist');
const assetBase = `/docs/assets/${versionOf('swagger-ui-dist')}`;
const redocBase = `/docs/assets/redoc/${versionOf('redoc')}`;
const graphiqlBase = `/docs/assets/graphiql/${versionOf('@graphql-yoga/render-graphiql')}`;
const JS = 'application/javascript; charset=utf-8';
const ASSETS = new Map<string, Asset>([
  [`${assetBase}/swagger-ui.css`, fromFile('text/css; charset=utf-8', swaggerDir, 'swagger-ui.css')],
  [`${assetBase}/swagger-ui-bundle.js`, fromFile(JS, swaggerDir, 'swagger-ui-bundle.js')],
  [`${assetBase}/swagger-ui-standalone-preset.js`, fromFile(JS, swaggerDir, 'swagger-ui-standalone-preset.js')],
  [`${assetBase}/favicon-32x32.png`, fromFile('image/png', swaggerDir, 'favicon-32x32.png')],
  [`${redocBase}/redoc.standalone.js`, { type: JS, load: loadRedoc }],
  [`${graphiqlBase}/graphiql.js`, fromGraphiql(JS, 'js')],
  [`${graphiqlBase}/graphiql.css`, fromGraphiql('text/css; charset=utf-8', 'css')],
  [`${graphiqlBase}/favicon.ico`, fromGraphiql('image/x-icon', 'favicon')],
  [`${graphiqlBase}/editor.worker.js`, fromGraphiql(JS, 'editorWorkerService')],
  [`${graphiqlBase}/json.worker.js`, fromGraphiql(JS, 'jsonWorker')],
  [`${graphiqlBase}/graphql.worker.js`, fromGraphiql(JS, 'graphqlWorker')],
]);
const loaded = new Map<string, Promise<{ body: Buffer; etag: string }>>();

/** JSON inside an inline script: `<` escaped so no value can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * GraphiQL as graphql-yoga renders it (its `renderGraphiQL` option), with the bundle, the styles
 * and Monaco's workers served by us as cacheable assets instead of inlined in every page (the
 * package's own renderer inlines 9 MB) or fetched from a CDN (yoga's default).
 */
export function renderGraphiQL(options: Record<string, unknown>): string {
  const title = String(options.title ?? 'GraphiQL').replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="icon" href="${graphiqlBase}/favicon.ico"><link rel="stylesheet" href="${graphiqlBase}/graphiql.css"></head>
<body id="body" class="no-focus-outline"><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>
<script>const workers = { editorWorkerService: '${graphiqlBase}/editor.worker.js', json: '${graphiqlBase}/json.worker.js', graphql: '${graphiqlBase}/graphql.worker.js' };
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => workers[label] };</script>
<script src="${graphiqlBase}/graphiql.js"></script>
<script>YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ${scriptJson(options)});</script></body></html>`;
}

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
    const asset = ASSETS.get(pathname);
    if (asset) return this.sendAsset(req, res, pathname, asset);
    return false;
  }

  /** A versioned asset: cached for a year, with an ETag for clients that revalidate anyway. */
  private async sendAsset(req: IncomingMessage, res: ServerResponse, pathname: string, asset: Asset): Promise<true> {
    let entry = loaded.get(pathname);
    if (!entry) {
      entry = asset.load().then((body) => ({ body, etag: etagOf(body) }));
      loaded.set(pathname, entry);
      entry.catch(() => loaded.delete(pathname));
    }
    const { body, etag } = await entry;
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    return this.send(res, 200, asset.type, body);
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
presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout', validatorUrl: null });</script></body></html>`;
  }

  private redocPage(req: IncomingMessage): string {
    const wanted = new URL(req.url ?? '/', 'http://x').searchParams.get('spec');
    const name = this.json.has(wanted ?? '') ? wanted! : this.specs[0].name;
    // Redoc's standalone bundle from the redoc package, served by us: the page needs no internet.
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} API</title></head>
<body><redoc spec-url="/openapi/${name}.json"></redoc>
<script src="${redocBase}/redoc.standalone.js"></script></body></html>`;
  }
}
