import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.plugin.js';
import type { Lang } from '@boothhub/shared';
import { pagePath, publicPageKind, publicPageKinds, type Both, type PageHead, type PublicPageKind } from './public-pages.js';

/**
 * What crawlers read before the pages (decision 069): robots.txt (the personal centre, the back office, the login pages
 * and the API out, the sitemap in) and sitemap.xml, an index of one sitemap per kind of public page, each paged at
 * 50,000 addresses (the protocol's limit), with each page's `lastmod` from its row. Only public rows are listed: each
 * module's own condition of its public list (drafts, entries under review, hidden members' pages never appear).
 */

/** the sitemap protocol's limit of addresses in one file */
export const SITEMAP_URLS = 50_000;
/**
 * The list pages (home, the directories, the help centre, the task hall): their own head (what they are, in both
 * languages; the list itself is the client's) and one sitemap of their own.
 */
const LISTS: Record<string, { title: Both; description: Both }> = {
  '/': {
    title: { 'zh-CN': '展台设计与会展服务平台', 'en-US': 'Exhibition stand design marketplace' },
    description: {
      'zh-CN': 'BoothHub 连接展会、参展企业、展台设计师与搭建工厂：发布展台设计任务，找设计师、设计服务、工厂与 3D 模型。',
      'en-US':
        'BoothHub connects exhibitions, exhibitors, stand designers and builders: publish a stand design task, find designers, service packages, factories and 3D models.',
    },
  },
  '/exhibition': {
    title: { 'zh-CN': '展会', 'en-US': 'Exhibitions' },
    description: {
      'zh-CN': '即将举办的展会：日期、城市、场馆与展位平面图。',
      'en-US': 'Upcoming exhibitions: dates, cities, venues and booth floor plans.',
    },
  },
  '/conventionSpace': {
    title: { 'zh-CN': '会议与会场', 'en-US': 'Conventions and venues' },
    description: {
      'zh-CN': '会议、会场与展馆：规模、地址与场地介绍。',
      'en-US': 'Conventions, venues and halls: capacity, address and a tour of each.',
    },
  },
  '/designer': {
    title: { 'zh-CN': '设计师', 'en-US': 'Designers' },
    description: {
      'zh-CN': '展台设计师名录：擅长领域、评分、完成任务与作品。',
      'en-US': 'Stand designers: specialties, ratings, completed tasks and works.',
    },
  },
  '/factory': {
    title: { 'zh-CN': '搭建工厂', 'en-US': 'Factories' },
    description: {
      'zh-CN': '展台搭建工厂：城市、工艺能力、厂房面积与年产能。',
      'en-US': 'Stand builders: city, capabilities, workshop area and yearly capacity.',
    },
  },
  '/service': {
    title: { 'zh-CN': '设计服务', 'en-US': 'Design service packages' },
    description: {
      'zh-CN': '设计师的固定价格服务套餐：交付内容、周期与修改次数。',
      'en-US': "Designers' fixed-price packages: deliverables, days and revisions.",
    },
  },
  '/modelCenter': {
    title: { 'zh-CN': '模型中心', 'en-US': 'Model centre' },
    description: {
      'zh-CN': '展台与展具 3D 模型：免费与付费下载，在线预览。',
      'en-US': '3D models of stands and fittings: free and paid downloads, previewed online.',
    },
  },
  '/article': {
    title: { 'zh-CN': '资讯', 'en-US': 'Articles' },
    description: {
      'zh-CN': '会展行业资讯、展台设计指南与平台动态。',
      'en-US': 'News of the exhibition trade, stand design guides and platform news.',
    },
  },
  '/help': {
    title: { 'zh-CN': '帮助中心', 'en-US': 'Help centre' },
    description: { 'zh-CN': '发布任务、报名、付款与提现的帮助。', 'en-US': 'Help with publishing tasks, signing up, payment and withdrawals.' },
  },
  '/about': {
    title: { 'zh-CN': '关于我们', 'en-US': 'About' },
    description: { 'zh-CN': '关于 BoothHub 展台设计平台。', 'en-US': 'About BoothHub, the exhibition stand design marketplace.' },
  },
  '/orderList': {
    title: { 'zh-CN': '任务大厅', 'en-US': 'Task hall' },
    description: {
      'zh-CN': '招募中的展台设计任务：预算、面积、城市与展期。',
      'en-US': 'Stand design tasks recruiting designers: budget, area, city and show dates.',
    },
  },
};
export const LIST_PAGES = Object.keys(LISTS);

/** A list page's head (its address without its filters is its canonical), or null for any other address. */
export function listPageHead(url: string, lang: Lang): PageHead | null {
  const list = LISTS[url];
  if (!list) return null;
  const home = url === '/';
  return {
    title: list.title[lang],
    description: list.description[lang],
    image: null,
    // the document shows nothing but the build's: it changes with the build
    lastModified: new Date(0),
    ogType: 'website',
    entity: home ? { '@type': 'WebSite', name: 'BoothHub' } : { '@type': 'CollectionPage', name: list.title[lang] },
    trail: home ? [] : [{ name: list.title[lang], path: url }],
  };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function robotsTxt(base: string) {
  return [
    'User-agent: *',
    'Disallow: /personalCenter',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /api/',
    // the images the pages' previews show
    'Allow: /api/File/public/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap files of each kind: `kind-1.xml` … one per `pageSize` public pages (none for a kind with none). */
export function sitemapFiles(counts: Array<{ kind: string; count: number }>, pageSize = SITEMAP_URLS): string[] {
  return counts.flatMap(({ kind, count }) => Array.from({ length: Math.ceil(count / pageSize) }, (_, i) => `${kind}-${i + 1}.xml`));
}

export function sitemapIndex(base: string, files: string[]) {
  const entries = files.map((f) => `<sitemap><loc>${xml(`${base}/sitemaps/${f}`)}</loc></sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries}\n</sitemapindex>\n`;
}

export function urlSet(base: string, urls: Array<{ path: string; lastmod?: Date }>) {
  const entries = urls
    .map((u) => `<url><loc>${xml(`${base}${u.path}`)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`)
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries}\n</urlset>\n`;
}

async function kindUrls(app: FastifyInstance, kind: PublicPageKind, page: number) {
  const rows = await kind.list(app.ctx, (page - 1) * SITEMAP_URLS, SITEMAP_URLS);
  return rows.map((r) => ({ path: pagePath(kind, r.key), lastmod: r.lastmod }));
}

/** robots.txt, /sitemap.xml and /sitemaps/<kind>-<n>.xml; kept by caches a few minutes. */
export function registerCrawling(app: FastifyInstance) {
  const base = app.ctx.config.publicUrl;
  const cache = 'public, max-age=300';
  app.get('/robots.txt', async (_req, reply) => reply.header('cache-control', cache).type('text/plain; charset=utf-8').send(robotsTxt(base)));
  app.get('/sitemap.xml', async (_req, reply) => {
    const counts = await Promise.all(publicPageKinds().map(async (k) => ({ kind: k.kind, count: await k.count(app.ctx) })));
    const files = ['pages-1.xml', ...sitemapFiles(counts)];
    return reply.header('cache-control', cache).type('application/xml; charset=utf-8').send(sitemapIndex(base, files));
  });
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(req.params.file);
    const kind = m && m[1] !== 'pages' ? publicPageKind(m[1]!) : undefined;
    const page = Number(m?.[2]);
    let urls: Array<{ path: string; lastmod?: Date }> | null = null;
    if (m?.[1] === 'pages' && page === 1) urls = LIST_PAGES.map((path) => ({ path }));
    else if (kind) urls = await kindUrls(app, kind, page);
    if (!urls?.length) return sendError(req, reply, 'ROUTE_NOT_FOUND', { method: req.method, url: req.url });
    return reply.header('cache-control', cache).type('application/xml; charset=utf-8').send(urlSet(base, urls));
  });
}
