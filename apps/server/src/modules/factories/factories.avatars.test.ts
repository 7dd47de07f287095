import { beforeAll, describe, expect, it } from 'vitest';
import { png, uploadedId } from '../files/files.fixtures.js';
import { ok, worldForTests, type Actor } from '../tasks/tasks.fixtures.js';
import { factory, quoteBody, requestFor } from './factories.fixtures.js';

/**
 * Issue 32: a factory's avatar wherever its name is shown (the directory's card, its page, the quotes the business
 * compares), and the business named with its display name and avatar on the factory's requests. A factory with an
 * avatar and one without; the world's publisher (the business) sets one.
 */
const s = worldForTests();
let withLogo: Actor, without: Actor;
let factoryLogo: string, businessLogo: string;

async function setAvatar(a: Actor): Promise<{ userlogo: string; nickname: string }> {
  const fileId = await uploadedId(a.agent, 'avatar', 'me.png', await png(32, 32), 'image/png');
  return ok(a.agent.call('Member/updateBaseInfo', { userlogo: fileId }));
}

beforeAll(async () => {
  withLogo = await factory(s.t, { companyName: '上海头像搭建工程', companyNameEn: 'Avatar Stand Builders', city: '上海' });
  without = await factory(s.t, { companyName: '上海无图展览', companyNameEn: null, city: '上海' });
  factoryLogo = (await setAvatar(withLogo)).userlogo;
  businessLogo = (await setAvatar(s.w.publisher)).userlogo;
  expect(factoryLogo).toMatch(/^\/api\/File\/public\/[0-9a-f]{32}$/);
});

describe("a factory's avatar beside its name", () => {
  it('on the directory cards and on its page, for a visitor; null without one', async () => {
    const anon = s.t.agent();
    const { listItem } = await ok(anon.call('Common/searchFactory', { city: '上海', page: 1, pageSize: 50 }));
    const logos = Object.fromEntries(listItem.map((x: { cardno: string; userlogo: string | null }) => [x.cardno, x.userlogo]));
    expect(logos[withLogo.cardno]).toBe(factoryLogo);
    expect(logos[without.cardno]).toBeNull();
    const keyword = await ok(anon.call('Common/searchFactory', { searchKey: '头像搭建' }));
    expect(keyword.listItem[0]).toMatchObject({ cardno: withLogo.cardno, userlogo: factoryLogo });
    expect((await ok(anon.call('Common/factoryInfo', { cardno: withLogo.cardno }))).userlogo).toBe(factoryLogo);
    expect((await ok(anon.call('Common/factoryInfo', { cardno: without.cardno }))).userlogo).toBeNull();
  });

  it("on the quotes the business compares, with each factory's English name", async () => {
    const { id, taskId } = await requestFor(s.w, [withLogo, without]);
    const { listItem } = await ok(s.w.publisher.agent.call('Quote/taskRequests', { taskId }));
    const request = listItem.find((r: { id: number }) => r.id === id);
    const rows = Object.fromEntries(request.quotes.map((q: { cardno: string }) => [q.cardno, q]));
    expect(rows[withLogo.cardno]).toMatchObject({ companyName: '上海头像搭建工程', companyNameEn: 'Avatar Stand Builders', userlogo: factoryLogo });
    expect(rows[without.cardno]).toMatchObject({ companyName: '上海无图展览', companyNameEn: null, userlogo: null });
    // the business sees its own name and avatar on the request too
    expect(request.business).toMatchObject({ cardno: s.w.publisher.cardno, userlogo: businessLogo });
  });
});

describe("the business on a factory's requests", () => {
  it('is named by its display name with its avatar, in the list and in the request, never by a bare number', async () => {
    const { id } = await requestFor(s.w, [without]);
    const me = await ok(s.w.publisher.agent.call('Member/userInfo', {}));
    expect(me.nickname).not.toBe('');
    const inbox = await ok(without.agent.call('Quote/inbox', { page: 1, pageSize: 10 }));
    expect(inbox.listItem.find((r: { id: number }) => r.id === id).business).toEqual({
      cardno: s.w.publisher.cardno,
      nickname: me.nickname,
      userlogo: businessLogo,
    });
    await ok(without.agent.call('Quote/accept', { id }));
    const detail = await ok(without.agent.call('Quote/submit', quoteBody(id)));
    expect(detail.business).toEqual({ cardno: s.w.publisher.cardno, nickname: me.nickname, userlogo: businessLogo });
    // a factory sees its own row, with its avatar (null here)
    expect(detail.quotes).toHaveLength(1);
    expect(detail.quotes[0]).toMatchObject({ cardno: without.cardno, userlogo: null });
  });
});
