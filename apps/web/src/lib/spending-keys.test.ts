import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPENDS_COINS } from '@boothhub/shared';
import { modelsApi } from '../features/models/api';
import { servicesApi } from '../features/services/api';
import { tasksApi } from '../features/tasks/api';
import { walletApi } from '../features/wallet/api';

/**
 * The server refuses a call that spends coins without an Idempotency-Key (shared spending.ts, decision 057): the web
 * client's way of making each of them sends the key it is given.
 */
const sends: Record<string, (key: string) => Promise<unknown>> = {
  'Taskcenter/businessTaskPay': (key) => tasksApi.pay({ id: 1, paycode: '135790' }, key),
  'Service/serviceBuy': (key) =>
    servicesApi.buy(
      {
        id: 1,
        paycode: '135790',
        price: 100,
        addr: 'Hall 7',
        sdate: '2030-01-01',
        edate: '2030-01-02',
        conts: { name: 'Wang', phone: '13912345678' },
      },
      key,
    ),
  'Modelcenter/dnldModel': (key) => modelsApi.download(1, '135790', 100, key),
  'Applycash/postNew': (key) =>
    walletApi.withdraw({ amount: 10_000, method: 'alipay', account: '13800001234', accountName: 'Zhang', paycode: '135790' }, key),
};

afterEach(() => vi.unstubAllGlobals());

describe('calls that spend coins', () => {
  it('are each sent by the web client', () => {
    expect(Object.keys(sends).sort()).toEqual([...SPENDS_COINS].sort());
  });

  for (const path of SPENDS_COINS) {
    it(`${path} carries the Idempotency-Key`, async () => {
      const fetch = vi.fn(
        async () =>
          new Response(JSON.stringify({ errCode: 'success', success: true, data: null }), { headers: { 'content-type': 'application/json' } }),
      );
      vi.stubGlobal('fetch', fetch);
      await sends[path]!('attempt-7');
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(`/api/${path}`);
      expect(init.method).toBe('POST');
      expect(new Headers(init.headers).get('idempotency-key')).toBe('attempt-7');
    });
  }
});
