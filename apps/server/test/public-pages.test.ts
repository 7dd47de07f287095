// @engine-parity: what crawlers and link previews read of the demo data, over plain HTTP
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from './harness.js';
import { webAppWithDemo } from './web-pages.testkit.js';
import { exhibitions } from '../src/db/schema/index.js';
import { SITEMAP_URLS, sitemapFiles } from '../src/platform/crawling.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/demo/demo.service.js';

/**
 * Each public page's document as a crawler or a link preview fetches it (decision 069, issue 35): robots.txt, the
 * sitemap index and one sitemap per kind with the demo data's addresses, and for each kind of page its title,
 * description, canonical, language alternates, Open Graph image and JSON-LD of the right type; 404 with noindex for
 * what is not public; members' text escaped wherever it goes; a revisit answered 304.
 */
const BUILT =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><meta name="description" content="BoothHub — the marketplace." />' +
  '<title>BoothHub — exhibition design marketplace</title></head><body><div id="root"></div></body></html>';
const BASE = 'https://boothhub.example';
let t: TestApp;
beforeAll(async () => {
  t = await webAppWithDemo(BUILT, { PUBLIC_URL: BASE });
}, 300_000);
afterAll(async () => t?.close());

const KINDS = ['exhibitions', 'conventions', 'venues', 'designers', 'factories', 'services', 'models', 'articles', 'help', 'tasks'];

/** one document as a crawler reads it: status, headers and the head's parts */
async function read(url: string, headers: Record<string, string> = {}) {
  const res = await t.agent().get(url, headers);
  const html = String(res.raw.body);
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!);
  return {
    status: res.status,
    headers: res.headers,
    html,
    title: /<title>(.*?)<\/title>/s.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: attr(/<meta name="description" content="([^"]*)">/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    ogImage: attr(/<meta property="og:image" content="([^"]*)">/),
    robots: attr(/<meta name="robots" content="([^"]*)">/),
    ld,
    graph: ld.length ? (JSON.parse(ld[0]!)['@graph'] as Array<Record<string, any>>) : [],
  };
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => unescape(m[1]!));

async function sitemapOf(kind: string) {
  const res = await t.agent().get(`/sitemaps/${kind}-1.xml`);
  expect(res.status, kind).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  const xml = String(res.raw.body);
  return { xml, urls: locs(xml), lastmods: [...xml.matchAll(/<lastmod>(.*?)<\/lastmod>/g)].map((m) => m[1]!) };
}
const pathOf = (url: string) => url.slice(BASE.length);

describe('crawling: robots.txt and the sitemaps', () => {
  it('robots.txt keeps the personal centre, the back office and the API out, and points at the sitemap', async () => {
    const res = await t.agent().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = String(res.raw.body).split('\n');
    for (const line of ['User-agent: *', 'Disallow: /personalCenter', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${BASE}/sitemap.xml`])
      expect(lines).toContain(line);
  });

  it('sitemap.xml is an index of the list pages and one sitemap per kind, each with the demo data and its rows’ lastmod', async () => {
    const res = await t.agent().get('/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = String(res.raw.body);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(xml)).toEqual([`${BASE}/sitemaps/pages-1.xml`, ...KINDS.map((k) => `${BASE}/sitemaps/${k}-1.xml`)]);
    for (const kind of KINDS) {
      const { urls, lastmods } = await sitemapOf(kind);
      expect(urls.length, kind).toBeGreaterThan(0);
      expect(lastmods.length, kind).toBe(urls.length);
      for (const d of lastmods) expect(Number.isNaN(Date.parse(d))).toBe(false);
    }
    const pages = await sitemapOf('pages');
    expect(pages.urls).toContain(`${BASE}/exhibition`);
    expect((await t.agent().get('/sitemaps/exhibitions-2.xml')).status).toBe(404);
    expect((await t.agent().get('/sitemaps/nothing-1.xml')).status).toBe(404);
  });

  it('pages each kind at 50,000 addresses: a kind with none has no sitemap, one more address opens the next', () => {
    expect(SITEMAP_URLS).toBe(50_000);
    const counts = [
      { kind: 'models', count: 100_001 },
      { kind: 'tasks', count: 0 },
      { kind: 'help', count: 50_000 },
    ];
    expect(sitemapFiles(counts)).toEqual(['models-1.xml', 'models-2.xml', 'models-3.xml', 'help-1.xml']);
    expect(sitemapFiles([{ kind: 'venues', count: 5 }], 2)).toEqual(['venues-1.xml', 'venues-2.xml', 'venues-3.xml']);
  });

  it('every address in every sitemap is a public page with its own head (status 200, its canonical itself)', async () => {
    for (const kind of KINDS) {
      const { urls } = await sitemapOf(kind);
      for (const url of urls.slice(0, 5)) {
        const page = await read(pathOf(url));
        expect(page.status, url).toBe(200);
        expect(unescape(page.canonical!), url).toBe(url);
        expect(page.robots, url).toBeUndefined();
      }
    }
  });
});

/** the JSON-LD type each kind's page declares for its main entity */
const TYPES: Record<string, string> = {
  exhibitions: 'Event',
  conventions: 'Event',
  venues: 'EventVenue',
  designers: 'Person',
  factories: 'Organization',
  services: 'Product',
  models: 'Product',
  articles: 'Article',
  help: 'WebPage',
  tasks: 'Demand',
};
/** the kinds whose demo pages all have an image of their own (a cover, an avatar or best work, a poster) */
const WITH_IMAGE = ['exhibitions', 'conventions', 'venues', 'designers', 'factories', 'models'];

describe("a public page's head", () => {
  it.each(KINDS)('%s: title and description of its own, canonical, alternates, previews and JSON-LD of its type', async (kind) => {
    const [url] = (await sitemapOf(kind)).urls;
    const page = await read(pathOf(url!));
    expect(page.status).toBe(200);
    expect(page.titles).toBe(1);
    expect(page.title).not.toContain('exhibition design marketplace');
    expect(page.title).toMatch(/ - BoothHub$/);
    expect(page.description!.length).toBeGreaterThan(10);
    expect(page.html).not.toContain('BoothHub — the marketplace.');
    expect(page.alternates).toEqual([
      ['zh-CN', `${url}${url!.includes('?') ? '&amp;' : '?'}lang=zh-CN`],
      ['en-US', `${url}${url!.includes('?') ? '&amp;' : '?'}lang=en-US`],
      ['x-default', page.canonical],
    ]);
    expect(page.html).toContain(`<meta property="og:url" content="${page.canonical}">`);
    expect(page.html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?">/);
    if (WITH_IMAGE.includes(kind)) {
      expect(page.ogImage, kind).toMatch(new RegExp(`^${BASE}/`));
      expect(page.html).toContain(`<meta itemprop="image" content="${page.ogImage}">`);
      const image = await t.agent().get(pathOf(unescape(page.ogImage!)));
      expect(image.status, page.ogImage).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    }
    const [entity, crumbs] = page.graph;
    expect(entity!['@type']).toBe(TYPES[kind]);
    expect(entity!.url).toBe(unescape(page.canonical!));
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = crumbs!.itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[0]!.item).toBe(`${BASE}/`);
    expect(items[2]!.item).toBe(unescape(page.canonical!));
  });

  it('an exhibition is an Event with its dates and place, in the language of the visitor’s choice', async () => {
    const [url] = (await sitemapOf('exhibitions')).urls;
    const id = Number(/\/exhibition\/(\d+)$/.exec(url!)![1]);
    const info = async (lang: string) => (await t.agent().call('Common/huizhanInfo', { id }, { 'accept-language': lang })).body.data;
    const [zh, en] = [await info('zh-CN'), await info('en-US')];
    expect(zh.title).not.toBe(en.title);
    const chinese = await read(pathOf(url!));
    expect(chinese.title).toBe(`${zh.title} - BoothHub`);
    expect(chinese.graph[0]).toMatchObject({ '@type': 'Event', name: zh.title, startDate: zh.sdate, endDate: zh.edate });
    expect(chinese.graph[0]!.location['@type']).toBe('Place');
    // the switch's cookie, the browser's language, and the alternate's own address
    for (const headers of [{ cookie: 'bh_lang=en-US' }, { 'accept-language': 'en-GB,en;q=0.9' }] as Array<Record<string, string>>) {
      expect((await read(pathOf(url!), headers)).title).toBe(`${en.title} - BoothHub`);
    }
    const alternate = await read(`${pathOf(url!)}?lang=en-US`, { cookie: 'bh_lang=zh-CN' });
    expect(alternate.title).toBe(`${en.title} - BoothHub`);
    expect(alternate.html).toContain('<html lang="en-US">');
    expect(alternate.canonical).toBe(`${url}?lang=en-US`);
  });

  it('a model and a service package are Products with an Offer in CNY', async () => {
    for (const kind of ['models', 'services']) {
      const [url] = (await sitemapOf(kind)).urls;
      const offer = (await read(pathOf(url!))).graph[0]!.offers;
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'CNY' });
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
    }
  });
});

describe("a list page's head", () => {
  it('home, the directories and the task hall: a title of their own, their address without filters as canonical', async () => {
    const home = await read('/');
    expect(home.status).toBe(200);
    expect(home.title).toBe('展台设计与会展服务平台 - BoothHub');
    expect(home.canonical).toBe(`${BASE}/`);
    expect(home.graph[0]).toMatchObject({ '@type': 'WebSite' });
    expect(home.graph[1]!.itemListElement).toHaveLength(1);

    const list = await read('/exhibition?city=%E4%B8%8A%E6%B5%B7', { cookie: 'bh_lang=en-US' });
    expect(list.title).toBe('Exhibitions - BoothHub');
    expect(list.canonical).toBe(`${BASE}/exhibition`);
    expect(list.graph[0]).toMatchObject({ '@type': 'CollectionPage', name: 'Exhibitions' });
    expect(list.graph[1]!.itemListElement.map((i: { item: string }) => i.item)).toEqual([`${BASE}/`, `${BASE}/exhibition`]);
    // the task hall keeps its first answer (decision 046) beside its head
    const hall = await read('/orderList');
    expect(hall.title).toBe('任务大厅 - BoothHub');
    expect(hall.html).toContain('id="bh-first-answer"');
    expect(hall.headers['cache-control']).toBe('private, no-cache');
    // a member's page keeps the build's head
    const own = await read('/personalCenter/basicSettings');
    expect(own.title).toBe('BoothHub — exhibition design marketplace');
    expect(own.canonical).toBeUndefined();
  });
});

describe('not public: 404 and noindex', () => {
  it.each([
    '/exhibition/999999',
    '/exhibition/abc',
    '/conventionSpace/999999',
    '/conventionSpace/spaceInfo?id=999999',
    '/conventionSpace/spaceInfo',
    '/designInfo?cardno=ZZZZ9999',
    '/factoryInfo?cardno=%3Cx%3E',
    '/serviceInfo?id=999999',
    '/modelDetail?id=0',
    '/article/999999',
    '/help/helDetail?slug=no-such-page',
    '/orderDetail?id=999999',
  ])('%s', async (url) => {
    const page = await read(url);
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.ld).toEqual([]);
    // the client still starts and shows its own not-found page
    expect(page.html).toContain('<div id="root"></div>');
  });

  it('an exhibition sent back to review leaves its page and the sitemap; approved again, it is back', async () => {
    const { urls } = await sitemapOf('exhibitions');
    const url = urls[0]!;
    const id = Number(/(\d+)$/.exec(url)![1]);
    expect((await read(pathOf(url))).status).toBe(200);
    await t.app.ctx.db.update(exhibitions).set({ status: 'pending' }).where(eq(exhibitions.id, id));
    expect((await read(pathOf(url))).status).toBe(404);
    expect((await sitemapOf('exhibitions')).urls).not.toContain(url);
    await t.app.ctx.db.update(exhibitions).set({ status: 'approved' }).where(eq(exhibitions.id, id));
    expect((await read(pathOf(url))).status).toBe(200);
  });

  it("a banned designer's page and packages leave the pages and the sitemaps", async () => {
    const admin = t.agent();
    expect((await admin.call('User/login', { phone: DEMO_ACCOUNTS.admin.phone, password: DEMO_PASSWORD })).status).toBe(200);
    const services = (await sitemapOf('services')).urls;
    expect((await read(pathOf(services[0]!))).status).toBe(200);
    const owner = (await t.agent().call('Common/serviceInfo', { id: Number(/id=(\d+)/.exec(services[0]!)![1]) })).body.data.designer.cardno;
    const designerUrl = `${BASE}/designInfo?cardno=${owner}`;
    expect((await sitemapOf('designers')).urls).toContain(designerUrl);
    expect((await admin.call('Admin/memberBan', { cardno: owner, banned: true, reason: 'a test of the sitemaps' })).status).toBe(200);
    expect((await read(`/designInfo?cardno=${owner}`)).status).toBe(404);
    expect((await read(pathOf(services[0]!))).status).toBe(404);
    expect((await sitemapOf('designers')).urls).not.toContain(designerUrl);
    expect((await sitemapOf('services')).urls).not.toContain(services[0]);
    expect((await admin.call('Admin/memberBan', { cardno: owner, banned: false, reason: 'the test is over' })).status).toBe(200);
  });
});

describe("members' text in the head", () => {
  const EVIL = `</script><script>alert("x")</script> & 'quotes' <b>bold</b> $& $'`;

  it("a designer's bio and name stay text: in the title, the attributes and inside the JSON-LD", async () => {
    const me = t.agent();
    const login = await me.call('User/login', { phone: DEMO_ACCOUNTS.designer.phone, password: DEMO_PASSWORD });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const saved = await me.call('Member/updateBaseInfo', { nickname: `<i>Ann</i> "&" </title>`, descr: EVIL });
    expect(saved.status).toBe(200);
    const page = await read(`/designInfo?cardno=${saved.body.data.cardno}`);
    expect(page.status).toBe(200);
    // one script element of JSON-LD, whole: nothing in it ends it early
    expect(page.ld).toHaveLength(1);
    expect(page.ld[0]).not.toMatch(/[<>]/);
    expect(page.ld[0]).toContain('\\u003c/script\\u003e');
    expect(page.graph[0]!.description).toBe(EVIL);
    expect(page.graph[0]!.name).toBe(`<i>Ann</i> "&" </title>`);
    // the title element's text, and the attributes, escaped
    expect(page.titles).toBe(1);
    expect(page.title).toBe('&lt;i&gt;Ann&lt;/i&gt; &quot;&amp;&quot; &lt;/title&gt; - BoothHub');
    expect(unescape(page.description!)).toContain(`</script><script>alert("x")</script> & 'quotes'`);
    expect(page.description).not.toMatch(/[<>"]/);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<b>bold');
    // a replacement pattern in the text is not one: the document is whole, once
    expect(page.html.match(/<\/html>/g)).toHaveLength(1);
    expect(page.html.match(/<div id="root">/g)).toHaveLength(1);
  });
});

describe('revisits', () => {
  it("a revisit with the page's ETag or date gets a 304; a change to what it shows gives a new page", async () => {
    const [url] = (await sitemapOf('exhibitions')).urls;
    const first = await read(pathOf(url!));
    const etag = String(first.headers.etag);
    const modified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(Number.isNaN(Date.parse(modified))).toBe(false);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.agent().get(pathOf(url!), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(String(again.raw.body)).toBe('');
    expect((await t.agent().get(pathOf(url!), { 'if-modified-since': modified })).status).toBe(304);
    // another language is another document
    expect((await t.agent().get(pathOf(url!), { 'if-none-match': etag, cookie: 'bh_lang=en-US' })).status).toBe(200);

    const id = Number(/(\d+)$/.exec(url!)![1]);
    await t.app.ctx.db
      .update(exhibitions)
      .set({ title: sql`${exhibitions.title} || ' 2027'`, updatedAt: new Date(Date.now() + 5_000) })
      .where(eq(exhibitions.id, id));
    const changed = await t.agent().get(pathOf(url!), { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(String(changed.raw.body)).toMatch(/<title>[^<]* 2027 - BoothHub<\/title>/);
    expect((await t.agent().get(pathOf(url!), { 'if-modified-since': modified })).status).toBe(200);
  });

  it('the head of a page read again comes from the public answers kept a moment', async () => {
    const [url] = (await sitemapOf('models')).urls;
    await read(pathOf(url!));
    const before = t.app.ctx.answers.counts().hits;
    expect((await read(pathOf(url!))).status).toBe(200);
    expect(t.app.ctx.answers.counts().hits).toBeGreaterThan(before);
  });
});
