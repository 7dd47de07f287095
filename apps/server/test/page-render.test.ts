// @engine-parity: the public pages' content as the server renders it, over plain HTTP
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.js';
import { webAppWithDemo } from './web-pages.testkit.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/demo/demo.service.js';

const BUILT =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>BoothHub</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
/** the web client's server entry from its source (the built one is the same code: e2e/tests/rendered-pages.spec.ts) */
const ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/entry-server.tsx');

/**
 * The public pages the server renders (decision 076), fetched as a crawler does: the document holds the page's content
 * (its heading, price or dates, its list's cards) and the state the client hydrates from; what is not public is a 404
 * with nothing rendered; member-only pages stay the client's; members' text stays text; a member's page is their own.
 * The browser's side (hydration without a warning, navigation) is e2e/tests/rendered-pages.spec.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await webAppWithDemo(BUILT, { WEB_SSR: ENTRY });
}, 300_000);
afterAll(async () => t?.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
async function firstOf(kind: string) {
  const res = await t.agent().get(`/sitemaps/${kind}-1.xml`);
  const url = new URL(locs(String(res.raw.body))[0]!);
  return url.pathname + url.search;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** a document as it arrives: its status, the rendered root, the state for the client, the head's JSON-LD entity */
async function read(url: string, headers: Record<string, string> = {}) {
  const res = await t.agent().get(url, headers);
  const html = String(res.raw.body);
  const root = /<div id="root">(.*?)<\/div><script type="application\/json" id="bh-ssr-state">/s.exec(html)?.[1] ?? '';
  const stateText = /<script type="application\/json" id="bh-ssr-state">(.*?)<\/script>/s.exec(html)?.[1];
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status: res.status,
    headers: res.headers,
    html,
    root,
    text: root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
    state: stateText
      ? (JSON.parse(stateText) as {
          lang: string;
          router: unknown;
          queries: { queries: Array<{ queryKey: unknown[]; state: { status: string; data: unknown } }> };
        })
      : null,
    stateText,
    entity: ld ? (JSON.parse(ld)['@graph'][0] as Record<string, any>) : null,
  };
}

describe('the rendered public pages', () => {
  it('a task, an exhibition, a designer and a model: the heading, and the price or the dates, in the document', async () => {
    for (const kind of ['tasks', 'exhibitions', 'designers', 'models']) {
      const url = await firstOf(kind);
      const page = await read(url, { 'accept-language': 'en-US' });
      expect(page.status, url).toBe(200);
      expect(page.state, url).not.toBeNull();
      const name = page.entity!.name as string;
      expect(page.root, url).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      if (kind === 'tasks') expect(page.text, url).toContain(page.entity!.priceSpecification.price);
      if (kind === 'exhibitions') expect(page.text, url).toContain(page.entity!.startDate);
      if (kind === 'models') {
        const price = page.entity!.offers.price as string;
        expect(page.text, url).toContain(price === '0.00' ? 'Free' : price);
      }
      if (kind === 'designers') expect(page.text, url).toMatch(/completed|tasks/i);
      // the client's state: the language, every answer the page showed (the client asks none of them again)
      expect(page.state!.lang).toBe('en-US');
      expect(page.state!.queries.queries.length, url).toBeGreaterThan(1);
      for (const q of page.state!.queries.queries) expect(q.state.status, JSON.stringify(q.queryKey)).toBe('success');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a convention, a venue, a factory, a service package, an article and a help page: their name in the document', async () => {
    for (const kind of ['conventions', 'venues', 'factories', 'services', 'articles', 'help']) {
      const url = await firstOf(kind);
      const page = await read(url);
      expect(page.status, url).toBe(200);
      expect(page.state, url).not.toBeNull();
      expect(page.root, url).toMatch(/<h1/);
      expect(page.text, url).toContain(escapeHtml((page.entity!.name ?? page.entity!.headline) as string));
      for (const q of page.state!.queries.queries) expect(q.state.status, JSON.stringify(q.queryKey)).toBe('success');
    }
    for (const url of ['/conventionSpace', '/factory', '/service', '/article', '/help', '/about']) {
      const page = await read(url);
      expect(page.status, url).toBe(200);
      expect(page.root, url).toMatch(/<h1/);
    }
  });

  it('home and the lists: their cards in the document, in the language asked for', async () => {
    const cards: Record<string, RegExp> = {
      '/': /data-testid="task-card-\d+"/g,
      '/orderList': /data-testid="task-card-\d+"/g,
      '/exhibition': /data-testid="ex-card-\d+"/g,
      '/designer': /data-testid="ds-card-\d+"/g,
      '/modelCenter': /data-testid="model-card-\d+"/g,
    };
    for (const [url, card] of Object.entries(cards)) {
      const zh = await read(url);
      expect(zh.status, url).toBe(200);
      expect(zh.root.match(card)?.length ?? 0, url).toBeGreaterThan(2);
      expect(zh.root, url).toMatch(/<h1/);
      expect(zh.state!.lang).toBe('zh-CN');
      const en = await read(`${url}?lang=en-US`);
      expect(en.state!.lang, url).toBe('en-US');
      expect(en.text, url).toContain('Log in');
      expect(zh.text, url).toContain('登录');
    }
  });

  it("what is not public is a 404 with nothing rendered; a member-only page stays the client's", async () => {
    for (const url of ['/exhibition/999999', '/orderDetail?id=999999', '/designInfo?cardno=nobody', '/modelDetail?id=999999']) {
      const page = await read(url);
      expect(page.status, url).toBe(404);
      expect(page.html, url).toContain('<div id="root"></div>');
      expect(page.html, url).toContain('noindex');
    }
    const member = await read('/personalCenter/basicSettings');
    expect(member.status).toBe(200);
    expect(member.html).toContain('<div id="root"></div>');
    expect(member.state).toBeNull();
  });

  it("a revisit with the page's ETag gets a 304", async () => {
    const first = await read('/exhibition');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await t.agent().get('/exhibition', { 'if-none-match': etag })).status).toBe(304);
    // rendered again (nothing kept), the same page is the same version
    t.app.ctx.answers.clear();
    const again = await read('/exhibition');
    expect(again.stateText).not.toBe(first.stateText);
    expect(again.headers.etag).toBe(etag);
  });

  it('a browser that takes brotli or gzip gets the same page compressed, the same bytes for each visitor', async () => {
    const plain = await read('/exhibition');
    for (const [accept, encoding, inflate] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const first = await t.agent().get('/exhibition', { 'accept-encoding': accept });
      const second = await t.agent().get('/exhibition', { 'accept-encoding': accept });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.etag).toBe(plain.headers.etag);
      expect(inflate(first.raw.rawPayload).toString('utf8')).toBe(plain.html);
      expect(second.raw.rawPayload.equals(first.raw.rawPayload)).toBe(true);
    }
    // a member's page (not rendered) is compressed on the fly as before, and never the visitor's bytes
    const member = await t.agent().get('/personalCenter/basicSettings', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(member.raw.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
  });
});

describe('what a render leaves behind', () => {
  it("no render keeps a timer: the page's queries end with it (issue 37: the categories' 2-hour timer held every render)", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    // the lists' pages (they show the categories), each address new to the kept pages so that each is rendered
    const pages = ['/', '/exhibition', '/designer', '/modelCenter', '/conventionSpace', '/factory', '/service', '/orderList'];
    await read('/?timers=first'); // the first render's own start is not a render's leftover
    const before = timers();
    for (const url of pages.flatMap((p) => [`${p}?timers=1`, `${p}?timers=1&lang=en-US`])) expect((await read(url)).state, url).not.toBeNull();
    // none of the sixteen query clients waits in a timer (the pool's idle timers may come and go: a few, not one a page)
    expect(timers() - before).toBeLessThan(4);
  });
});

describe("members' text and members' pages", () => {
  const EVIL = `</script><script>alert("x")</script> & <b>bold</b> \u2028 $& $'`;

  it("a designer's bio stays text in the page and in its state; the page kept for visitors follows the change", async () => {
    const me = t.agent();
    expect((await me.call('User/login', { phone: DEMO_ACCOUNTS.designer.phone, password: DEMO_PASSWORD })).status).toBe(200);
    const info = await me.call('Member/userInfo', {});
    const url = `/designInfo?cardno=${info.body.data.cardno}`;
    const before = await read(url);
    expect(before.status).toBe(200);
    expect(before.text).not.toContain('alert');
    expect((await me.call('Member/updateBaseInfo', { descr: EVIL })).status).toBe(200);
    const page = await read(url);
    expect(page.status).toBe(200);
    // the bio as text in the page
    expect(page.root).toContain(escapeHtml(`</script><script>alert("x")</script> & <b>bold</b>`));
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<b>bold');
    // the state whole (nothing in it ends its script element) and the bio in it as it was written
    expect(page.stateText).not.toContain('<');
    expect(page.stateText).not.toContain('\u2028');
    expect(page.state!.queries.queries.some((q) => (q.state.data as { descr?: string } | undefined)?.descr === EVIL)).toBe(true);
    expect(page.html.match(/<\/html>/g)).toHaveLength(1);
  });

  it("a member's page is the client's, as before (what they type before it is taken over is not lost)", async () => {
    const me = t.agent();
    expect((await me.call('User/login', { phone: DEMO_ACCOUNTS.designer.phone, password: DEMO_PASSWORD })).status).toBe(200);
    const res = await me.get('/orderList');
    const html = String(res.raw.body);
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('bh-ssr-state');
    // the task list's first answer in their own view, never kept by a shared cache (decision 046)
    expect(html).toContain('bh-first-answer');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // a visitor right after gets the rendered page
    const visitor = await read('/orderList');
    expect(visitor.html).toContain('"loggedIn":false');
    expect(visitor.html).toContain('data-testid="header-login"');
  });
});
