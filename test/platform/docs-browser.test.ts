// The docs pages in a real browser with the network cut off (an air-gapped install): Swagger UI
// for every contract, Redoc for every contract, and GraphiQL running a query. Every request that
// is not to the test server is aborted and recorded; none may be attempted. One headless
// chromium (Debian's package; `.ci/run` installs it) serves all pages.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { parse } from 'yaml';
import { useServer } from '../helpers/fixture.js';
import { ROOT } from '../helpers/server.js';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const executablePath = CANDIDATES.find((p): p is string => !!p && existsSync(p));
// CI (.ci/run) installs chromium and sets DOCS_BROWSER_REQUIRED: there a missing browser fails.
if (!executablePath && process.env.DOCS_BROWSER_REQUIRED) throw new Error(`no chromium found (tried ${CANDIDATES.filter(Boolean).join(', ')})`);
const skip = executablePath ? false : `no chromium found (tried ${CANDIDATES.filter(Boolean).join(', ')}; apt-get install -y chromium, or set CHROMIUM_PATH)`;
if (skip) process.stderr.write(`docs-browser: skipped: ${skip}\n`);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Operation {
  method: string;
  path: string;
  label: string;
}

/** Every OpenAPI document in specs/, by name, with its operations. */
async function contracts(): Promise<Map<string, { title: string; ops: Operation[] }>> {
  const out = new Map<string, { title: string; ops: Operation[] }>();
  for (const file of (await readdir(path.join(ROOT, 'specs'))).filter((f) => f.endsWith('.yaml')).sort()) {
    const doc = parse(await readFile(path.join(ROOT, 'specs', file), 'utf8')) as {
      info: { title: string };
      paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
    };
    const ops: Operation[] = [];
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      for (const m of METHODS.filter((x) => item[x])) ops.push({ method: m.toUpperCase(), path: p, label: item[m].summary ?? item[m].operationId ?? p });
    }
    out.set(file.replace(/\.yaml$/, ''), { title: doc.info.title, ops });
  }
  return out;
}

let browser: Browser | undefined;
let origin: string;
/** Requests the pages attempted beyond the test server (aborted). */
const outside: string[] = [];

// The browser starts in the fixture's hook, once the server is up (top-level hooks are not ordered).
useServer({}, async (f) => {
  origin = new URL(f.server.url).origin;
  if (skip) return;
  browser = await puppeteer.launch({
    executablePath,
    headless: true,
    // Root in CI: chromium's sandbox needs a user namespace it does not get there.
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--no-first-run', '--disable-extensions', '--disable-background-networking', '--disable-component-update'],
  });
});

after(async () => {
  await browser?.close();
});

/** A page whose every request off the test server's origin is aborted and recorded. */
async function offlinePage(): Promise<Page> {
  const page = await browser!.newPage();
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith(origin + '/')) return void req.continue();
    outside.push(url);
    void req.abort('internetdisconnected');
  });
  return page;
}

/** The page's text, whitespace collapsed (Monaco writes non-breaking spaces). */
const textOf = (page: Page) => page.evaluate(() => (document.body.textContent ?? '').replace(/\s+/g, ' '));

describe('docs pages and their assets over HTTP', () => {
  test('the pages name no other origin; assets are ours, cached for a year, with ETags (304 when unchanged)', async () => {
    // raw HTTP: docs pages and their assets are no operations of a contract.
    const pages = await Promise.all([
      fetch(`${origin}/docs`).then((r) => r.text()),
      fetch(`${origin}/redoc?spec=tables`).then((r) => r.text()),
      fetch(`${origin}/api/graphql`, { headers: { accept: 'text/html' } }).then((r) => r.text()),
    ]);
    const assets = new Set<string>();
    for (const html of pages) {
      assert.doesNotMatch(html, /https?:\/\//);
      for (const m of html.matchAll(/(?:src|href)="(\/docs\/assets\/[^"]+)"/g)) assets.add(m[1]);
      for (const m of html.matchAll(/'(\/docs\/assets\/[^']+\.worker\.js)'/g)) assets.add(m[1]);
    }
    assert.equal(assets.size, 11);
    for (const asset of assets) {
      const res = await fetch(`${origin}${asset}`);
      assert.equal(res.status, 200, asset);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const etag = res.headers.get('etag')!;
      assert.match(etag, /^"[^"]+"$/);
      assert.ok((await res.arrayBuffer()).byteLength > 0);
      const again = await fetch(`${origin}${asset}`, { headers: { 'if-none-match': etag } });
      assert.deepEqual([again.status, again.headers.get('etag')], [304, etag]);
    }
    assert.equal((await fetch(`${origin}/docs/assets/redoc/0.0.1/redoc.standalone.js`)).status, 404);
  });
});

describe('docs pages offline, in a browser', { skip }, () => {
  test('/docs (Swagger UI) shows every operation of every contract', async () => {
    const specs = await contracts();
    const page = await offlinePage();
    try {
      await page.goto(`${origin}/docs`, { waitUntil: 'load' });
      await page.waitForSelector('.topbar select', { timeout: 20_000 });
      for (const [name, { title, ops }] of specs) {
        // One page for all: the top bar's selector switches the document (no reload of the bundle).
        await page.select('.topbar select', `/openapi/${name}.json`);
        await page.waitForFunction(
          (t: string, n: number) => document.querySelector('.information-container .title')?.firstChild?.textContent === t && document.querySelectorAll('.opblock').length === n,
          { timeout: 20_000 },
          title,
          ops.length,
        );
        const shown = await page.$$eval('.opblock', (blocks) =>
          blocks.map((b) => `${b.querySelector('.opblock-summary-method')?.textContent} ${b.querySelector('.opblock-summary-path, .opblock-summary-path__deprecated')?.getAttribute('data-path')}`),
        );
        assert.deepEqual(shown.sort(), ops.map((o) => `${o.method} ${o.path}`).sort(), `Swagger UI for ${name}`);
        const text = await textOf(page);
        for (const op of ops) assert.ok(text.includes(op.label.replace(/\s+/g, ' ')), `Swagger UI for ${name} shows "${op.label}"`);
      }
    } finally {
      await page.close();
    }
    assert.deepEqual(outside, []);
  });

  test('/redoc?spec=<name> shows every operation of every contract', async () => {
    const specs = await contracts();
    const page = await offlinePage();
    try {
      for (const [name, { ops }] of specs) {
        await page.goto(`${origin}/redoc?spec=${encodeURIComponent(name)}`, { waitUntil: 'load' });
        // Redoc labels an operation with its summary, else its operationId.
        await page.waitForSelector('[data-section-id^="operation/"], [data-section-id*="/operation/"]', { timeout: 30_000 });
        const text = await textOf(page);
        for (const op of ops) assert.ok(text.includes(op.label.replace(/\s+/g, ' ')), `Redoc for ${name} shows "${op.label}"`);
        const sections = await page.$$eval('[data-section-id]', (els) => els.map((e) => e.getAttribute('data-section-id')!).filter((id) => /(^|\/)operation\//.test(id)));
        // A section in the menu and one in the content, per operation.
        assert.equal(new Set(sections.map((id) => id.replace(/^.*operation\//, ''))).size, ops.length, `Redoc for ${name}: one section per operation`);
      }
    } finally {
      await page.close();
    }
    assert.deepEqual(outside, []);
  });

  test('/api/graphql (GraphiQL) runs a typed query and shows the result', async () => {
    const page = await offlinePage();
    try {
      await page.goto(`${origin}/api/graphql`, { waitUntil: 'load' });
      await page.waitForSelector('.graphiql-query-editor .monaco-editor', { timeout: 30_000 });
      // The editor is ready when it shows GraphiQL's welcome text; then it takes the keyboard.
      await page.waitForFunction(() => (document.querySelector('.graphiql-query-editor')?.textContent ?? '').includes('Welcome'), { timeout: 30_000 });
      // A click near the query editor's top left corner (its line elements are far wider than the view).
      const box = (await (await page.$('.monaco-editor[data-uri$="operation.graphql"]'))!.boundingBox())!;
      await page.mouse.click(box.x + 80, box.y + 10);
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      // Monaco closes braces itself: type the opening one only.
      await page.keyboard.type('{ schemaVersion ');
      // Close the completion list (it opens late, over the run button) before clicking.
      for (let i = 0; i < 20 && (await page.$('.suggest-widget.visible')); i++) {
        await page.keyboard.press('Escape');
        await new Promise((r) => setTimeout(r, 250));
      }
      await new Promise((r) => setTimeout(r, 500));
      await page.keyboard.press('Escape');
      const typed = () => (document.querySelector('.monaco-editor[data-uri$="operation.graphql"] .view-lines')?.textContent ?? '').replace(/\s+/g, '');
      await page.waitForFunction(typed, { timeout: 10_000 });
      assert.equal(await page.evaluate(typed), '{schemaVersion}');
      await page.click('.graphiql-execute-button');
      const answered = () => (document.querySelector('.graphiql-response')?.textContent ?? '').includes('schemaVersion');
      // A busy machine may miss the first click while GraphiQL still loads the schema: once more.
      if (!(await page.waitForFunction(answered, { timeout: 15_000 }).then(() => true, () => false))) await page.click('.graphiql-execute-button');
      await page
        .waitForFunction(answered, { timeout: 30_000 })
        .catch(async (err: unknown) => {
          // What the page showed, for whoever reads the failure.
          await page.screenshot({ path: '/tmp/graphiql-failed.png' });
          throw err;
        });
      const result = await page.$eval('.graphiql-response', (el) => (el.textContent ?? '').replace(/\s+/g, ''));
      assert.match(result, /\{"data":\{"schemaVersion":"0\.1\.0"\}\}/);
    } finally {
      await page.close();
    }
    assert.deepEqual(outside, []);
  });
});
