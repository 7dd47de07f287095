import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/database.js';
import { actor, assertLedgerIntact, balance, escrowBalance, ok, PIN, revenue, topUp, upload, worldForTests } from '../tasks/tasks.fixtures.js';
import { buyBody, serviceOf } from './services.fixtures.js';

const s = worldForTests();
const PRICE = 300_000;

describe('buying a package', () => {
  it('a business buys: a task assigned to the designer, in progress, the price in escrow; both see it; the normal flow pays the designer', async () => {
    const { t } = s;
    const designer = await actor(t, 'designer');
    const id = await serviceOf(t, designer, { price: PRICE, days: 5 });
    const buyer = await actor(t, 'business');
    await topUp(buyer, 800_000);
    const { taskId, status } = await ok(buyer.agent.call('Service/serviceBuy', buyBody(t, id, PRICE)));
    expect(status).toBe('in_progress');
    expect(await balance(t, buyer.id)).toBe(500_000);
    expect(await escrowBalance(t, buyer.id, taskId)).toBe(PRICE);
    // the business's task list and the designer's
    const own = await ok(buyer.agent.call('Taskcenter/businessTaskList', {}));
    expect(own.listItem).toContainEqual(expect.objectContaining({ id: taskId, status: 'in_progress', cost: PRICE }));
    const theirs = await ok(designer.agent.call('Taskcenter/designerTaskList', {}));
    expect(theirs.listItem).toContainEqual(expect.objectContaining({ id: taskId, status: 'in_progress', mySignup: 'selected' }));
    // the detail: the designer is selected, the contact data visible to them, the orbit says it was bought
    const shown = await ok(designer.agent.call('Taskcenter/showBusinesTask', { id: taskId }));
    expect(shown.relation).toBe('designer');
    expect(shown.detail).toMatchObject({
      title: expect.stringContaining('岛型展台'),
      designer: designer.cardno,
      cost: PRICE,
      tasks: ['rendering', 'plan'],
      serviceId: id,
    });
    expect(shown.detail.conts).toMatchObject({ name: '王经理' });
    expect(shown.orbits.map((o: { action: string }) => o.action)).toEqual(['buy_service']);
    // the designer's message
    const msgs = await ok(designer.agent.call('Tipcenter/getList', {}));
    expect(msgs.listItem).toContainEqual(expect.objectContaining({ kind: 'task.service_bought', link: `/orderDetail?id=${taskId}` }));
    // the package counts the sale
    expect((await ok(t.agent().call('Common/serviceInfo', { id }))).sales).toBe(1);
    // deliver, accept: the designer is paid less the commission
    const rev0 = await revenue(t);
    const file = await upload(t, designer, 'delivery');
    await ok(designer.agent.call('Taskcenter/designerTaskPost', { id: taskId, note: '第一版', files: [file] }));
    await ok(buyer.agent.call('Taskcenter/businessAccept', { id: taskId }));
    expect(await balance(t, designer.id)).toBe(270_000);
    expect((await revenue(t)) - rev0).toBe(30_000);
    expect(await escrowBalance(t, buyer.id, taskId)).toBe(0);
    // buying again (a new key, or none) is a second order
    const again = await ok(buyer.agent.call('Service/serviceBuy', buyBody(t, id, PRICE, { paycode: PIN })));
    expect(again.taskId).not.toBe(taskId);
    expect(await balance(t, buyer.id)).toBe(200_000);
    await assertLedgerIntact(t);
  });

  it('refusals: visitor, designer, own package, paused, deleted, unknown, wrong PIN, too few coins, a changed price, bad dates — nothing moves', async () => {
    const { t, w } = s;
    const designer = await actor(t, 'designer');
    const id = await serviceOf(t, designer, { price: PRICE });
    const buyer = await actor(t, 'business');
    await topUp(buyer, 400_000);
    const code = async (a: { agent: { call: (p: string, b: unknown) => Promise<{ body: any }> } } | null, body: unknown) =>
      (await (a ? a.agent : t.agent()).call('Service/serviceBuy', body)).body.errorCode;
    expect(await code(null, buyBody(t, id, PRICE))).toBe('AUTH_REQUIRED');
    expect(await code(w.banned, buyBody(t, id, PRICE))).toBe('ACCOUNT_BANNED');
    expect(await code(w.stranger, buyBody(t, id, PRICE))).toBe('BUSINESS_ONLY');
    expect(await code(designer, buyBody(t, id, PRICE))).toBe('OWN_SERVICE');
    expect(await code(w.admin, buyBody(t, id, PRICE))).toBe('BUSINESS_ONLY');
    expect(await code(buyer, buyBody(t, 999_999, PRICE))).toBe('SERVICE_NOT_FOUND');
    expect(await code(buyer, buyBody(t, id, PRICE, { paycode: '000000' }))).toBe('PAYCODE_INCORRECT');
    expect(await code(buyer, buyBody(t, id, PRICE, { sdate: '2030-05-02', edate: '2030-05-01' }))).toBe('VALIDATION_FAILED');
    expect(await code(buyer, buyBody(t, id, PRICE, { conts: { name: '', phone: '1' } }))).toBe('VALIDATION_FAILED');
    const res = await buyer.agent.call('Service/serviceBuy', buyBody(t, id, 250_000));
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('SERVICE_PRICE_CHANGED');
    expect(res.body.errorMessage).toContain('3000.00');
    await ok(designer.agent.call('Service/serviceStatus', { id, status: 'paused' }));
    // the buyer had the page open: a paused package says so
    expect(await code(buyer, buyBody(t, id, PRICE))).toBe('SERVICE_PAUSED');
    await ok(designer.agent.call('Service/serviceStatus', { id, status: 'active' }));
    const poor = await actor(t, 'business');
    await topUp(poor, 100_000);
    expect(await code(poor, buyBody(t, id, PRICE))).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(t, poor.id)).toBe(100_000);
    expect((await ok(poor.agent.call('Taskcenter/businessTaskList', {}))).total).toBe(0);
    await ok(designer.agent.call('Service/serviceDel', { id }));
    expect(await code(buyer, buyBody(t, id, PRICE))).toBe('SERVICE_NOT_FOUND');
    expect(await balance(t, buyer.id)).toBe(400_000);
    expect((await ok(buyer.agent.call('Taskcenter/businessTaskList', {}))).total).toBe(0);
    expect((await ok(designer.agent.call('Taskcenter/designerTaskList', {}))).total).toBe(0);
    await assertLedgerIntact(t);
  });

  it('the same Idempotency-Key replays the first answer and charges once; a refusal replays too', async () => {
    const { t } = s;
    const designer = await actor(t, 'designer');
    const id = await serviceOf(t, designer, { price: PRICE });
    const buyer = await actor(t, 'business');
    await topUp(buyer, 700_000);
    const key = { 'idempotency-key': 'buy-service-1' };
    const a = await buyer.agent.call('Service/serviceBuy', buyBody(t, id, PRICE), key);
    const b = await buyer.agent.call('Service/serviceBuy', buyBody(t, id, PRICE), key);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await balance(t, buyer.id)).toBe(400_000);
    const other = await buyer.agent.call('Service/serviceBuy', buyBody(t, id, 1_000), { 'idempotency-key': 'buy-service-2' });
    expect(other.body.errorCode).toBe('SERVICE_PRICE_CHANGED');
    expect((await buyer.agent.call('Service/serviceBuy', buyBody(t, id, 1_000), { 'idempotency-key': 'buy-service-2' })).body.errorCode).toBe(
      'SERVICE_PRICE_CHANGED',
    );
    expect((await ok(buyer.agent.call('Taskcenter/businessTaskList', {}))).total).toBe(1);
    await assertLedgerIntact(t);
  });
});

describe.runIf(onPostgres())('racing buys on PostgreSQL', () => {
  it('10 buys with one key charge once and make one task; racing buys with different keys are separate orders until the coins run out', async () => {
    const { t } = s;
    const designer = await actor(t, 'designer');
    const id = await serviceOf(t, designer, { price: PRICE });
    const buyer = await actor(t, 'business');
    await topUp(buyer, 1_000_000);
    const key = { 'idempotency-key': 'race-1' };
    const same = await Promise.all(Array.from({ length: 10 }, () => buyer.agent.call('Service/serviceBuy', buyBody(t, id, PRICE), key)));
    for (const r of same) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(same.map((r) => r.body.data.taskId)).size).toBe(1);
    expect(await balance(t, buyer.id)).toBe(700_000);
    const different = await Promise.all(
      [1, 2, 3].map((i) => buyer.agent.call('Service/serviceBuy', buyBody(t, id, PRICE), { 'idempotency-key': `race-k${i}` })),
    );
    const okOnes = different.filter((r) => r.status === 200);
    // 700,000 covers two of the three; the third is refused without moving anything
    expect(okOnes).toHaveLength(2);
    expect(different.find((r) => r.status !== 200)!.body.errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(t, buyer.id)).toBe(100_000);
    expect((await ok(buyer.agent.call('Taskcenter/businessTaskList', {}))).total).toBe(3);
    expect((await ok(t.agent().call('Common/serviceInfo', { id }))).sales).toBe(3);
    await assertLedgerIntact(t);
  });
});
