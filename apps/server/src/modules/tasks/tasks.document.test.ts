import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPageQuery } from '@boothhub/shared/taskList';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { ok, taskIn, world, type World } from './tasks.fixtures.js';

/**
 * The task list's and a task's page come with their first answer (decision 046, platform/web.ts): what the page's
 * JavaScript would ask first is asked by the server with the visitor's cookie and language and written into the
 * document, where the web client's request helper takes it (apps/web/src/lib/firstAnswer.ts). What a browser observes:
 * the same answer it would get by asking, its own view when logged in, nothing along for an address that asks for
 * nothing or a refused call, and no text of a task able to break out of the script element.
 */
let t: TestApp;
let w: World;
const HTML = '<!doctype html><html lang="zh-CN"><head><title>BoothHub</title></head><body><div id="root"></div></body></html>';
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'bh-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), HTML);
  writeFileSync(path.join(dist, 'index.en-US.html'), HTML.replace('zh-CN', 'en-US'));
  writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify({ '/orderList': ['assets/OrderList-Ab12.js', 'assets/TaskCard-Cd34.js'] }));
  t = await createTestApp({ WEB_DIST: dist, ANSWER_CACHE_MS: '0' }, { web: true });
  w = await world(t);
});
afterAll(async () => t?.close());

/** The document of `url` and the first answer it carries (parsed as the browser's JSON.parse would), if any. */
async function page(agent: Agent, url: string, headers: Record<string, string> = {}, status = 200) {
  const res = await agent.get(url, headers);
  expect(res.status, url).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const html = String(res.raw.body);
  const m = /<script type="application\/json" id="bh-first-answer">(.*?)<\/script>/s.exec(html);
  // a document that carries an answer (a member's own view) is never kept by a shared cache; the built one is revalidated
  expect(res.headers['cache-control']).toBe(m ? 'private, no-cache' : 'no-cache');
  return { html, first: m ? JSON.parse(m[1]!) : undefined };
}

describe('the first answer in the document', () => {
  it("brings the task list's first page as asking would, for the address's keyword and city, with the page's chunks", async () => {
    await taskIn(w, 'recruiting');
    const { html, first } = await page(t.agent(), '/orderList');
    const body = firstPageQuery(new URLSearchParams());
    expect(first).toMatchObject({ call: 'Taskcenter/getBusinesTask', body: JSON.stringify(body), lang: 'zh-CN', status: 200 });
    expect(first.answer).toEqual((await t.agent().call('Taskcenter/getBusinesTask', body)).body);
    expect(first.answer.data.listItem.length).toBeGreaterThan(0);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/OrderList-Ab12.js"><link rel="modulepreload" crossorigin href="/assets/TaskCard-Cd34.js">',
    );

    const filtered = await page(t.agent(), '/orderList?keyword=%E8%BD%A6%E5%B1%95&city=%E4%B8%8A%E6%B5%B7');
    expect(JSON.parse(filtered.first.body)).toEqual({ keyword: '车展', city: '上海', status: ['recruiting'], sort: 'newest', page: 1, pageSize: 12 });
    expect(filtered.first.answer).toEqual((await t.agent().call('Taskcenter/getBusinesTask', JSON.parse(filtered.first.body))).body);
  });

  it("brings a task's detail in the visitor's own view and language", async () => {
    const id = await taskIn(w, 'recruiting');
    const visitor = await page(t.agent(), `/orderDetail?id=${id}`);
    expect(visitor.first).toMatchObject({ call: 'Taskcenter/showBusinesTask', body: JSON.stringify({ id }), status: 200 });
    expect(visitor.first.answer.data).toMatchObject({ relation: 'anonymous', detail: { id, conts: null } });
    expect(visitor.html).not.toContain('modulepreload'); // no chunks listed for this page in this build

    const publisher = await page(w.publisher.agent, `/orderDetail?id=${id}`);
    expect(publisher.first.answer.data).toMatchObject({ relation: 'publisher', detail: { id, conts: expect.any(Object) } });
    expect(publisher.first.answer).toEqual((await w.publisher.agent.call('Taskcenter/showBusinesTask', { id })).body);

    const english = await page(t.agent(), `/orderDetail?id=${id}`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.html).toContain('<html lang="en-US">');
    expect(english.first.lang).toBe('en-US');
  });

  it('sends nothing along for an address that asks for nothing, a refused call or another page', async () => {
    for (const url of ['/orderDetail', '/orderDetail?id=abc', '/orderDetail?id=0', '/orderDetail?id=99999999', '/', '/help']) {
      // a task's address with no public task is a 404 (decision 069)
      const { first } = await page(t.agent(), url, {}, url.startsWith('/orderDetail') ? 404 : 200);
      expect(first, url).toBeUndefined();
    }
  });

  it("writes no text of a task that could close the script element: the page reads the task's title as it was typed", async () => {
    const title = '</script><script>alert(1)</script><!-- 展台 & "booth"';
    const id = await taskIn(w, 'recruiting', { title });
    const { html, first } = await page(t.agent(), `/orderDetail?id=${id}`);
    // two script elements, each whole: the first answer and the head's JSON-LD (decision 069)
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(first.answer.data.detail.title).toBe(title);
    expect((await ok(t.agent().call('Taskcenter/showBusinesTask', { id }))).detail.title).toBe(title);
  });
});
