import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblem } from '../test/config.testkit.js';
import { loadConfig } from './config.js';

/** WECHATPAY_*: all or nothing, checked at start (config.wechatpay.ts). */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const full = {
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APP_ID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL: '5157f09efdc096de15ebe81a47057a7232f1b8e1',
  WECHATPAY_PRIVATE_KEY: privatePem,
  WECHATPAY_APIV3_KEY: 'a'.repeat(32),
  WECHATPAY_PLATFORM_PUBLIC_KEY: publicPem,
  WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0114232134912410000000000000',
};

describe('WeChat Pay configuration', () => {
  it('none of it: not configured', () => {
    expect(loadConfig({}).wechatpay).toBeUndefined();
  });

  it('all of it: the keys parsed, the serial in capitals, the base WeChat’s own unless set', () => {
    const c = loadConfig(full).wechatpay!;
    expect(c).toMatchObject({ mchid: '1900000109', serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', base: 'https://api.mch.weixin.qq.com' });
    expect(c.privateKey.type).toBe('private');
    expect(c.platformPublicKey.type).toBe('public');
    expect(loadConfig({ ...full, WECHATPAY_BASE: 'http://127.0.0.1:4300/' }).wechatpay?.base).toBe('http://127.0.0.1:4300');
  });

  it('the keys as files, or with \\n escapes as env files write them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bh-wxpay-'));
    writeFileSync(path.join(dir, 'apiclient_key.pem'), privatePem);
    writeFileSync(path.join(dir, 'pub_key.pem'), publicPem);
    const files = {
      ...full,
      WECHATPAY_PRIVATE_KEY: path.join(dir, 'apiclient_key.pem'),
      WECHATPAY_PLATFORM_PUBLIC_KEY: path.join(dir, 'pub_key.pem'),
    };
    expect(loadConfig(files).wechatpay?.privateKey.type).toBe('private');
    expect(loadConfig({ ...full, WECHATPAY_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n') }).wechatpay?.privateKey.type).toBe('private');
  });

  it('half of it: the server refuses to start, naming what is missing', () => {
    const { WECHATPAY_APIV3_KEY: _k, WECHATPAY_PLATFORM_SERIAL: _s, ...half } = full;
    const message = configProblem(half)!;
    expect(message).toContain('WECHATPAY_APIV3_KEY, WECHATPAY_PLATFORM_SERIAL: WeChat Pay is half configured');
    expect(configProblem({ WECHATPAY_MCHID: '1900000109' })).toMatch(/WECHATPAY_APP_ID, WECHATPAY_SERIAL, .*half configured/);
  });

  it('wrong values are named', () => {
    expect(configProblem({ ...full, WECHATPAY_APIV3_KEY: 'short' })).toContain('WECHATPAY_APIV3_KEY: 32 bytes');
    expect(configProblem({ ...full, WECHATPAY_PRIVATE_KEY: '/no/such/apiclient_key.pem' })).toContain('WECHATPAY_PRIVATE_KEY: not a PEM private key');
    expect(configProblem({ ...full, WECHATPAY_PLATFORM_PUBLIC_KEY: privatePem.replace('PRIVATE', 'PUBLIC') })).toContain(
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
    );
    expect(configProblem({ ...full, WECHATPAY_MCHID: 'merchant' })).toContain('WECHATPAY_MCHID');
  });
});
