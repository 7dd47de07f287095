import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblem } from '../test/config.testkit.js';
import { loadConfig } from './config.js';

/** ALIPAY_*: all or nothing, checked at start (config.alipay.ts). */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs1 = keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
/** what the open platform's key tool prints: the base64 without the PEM lines */
const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
const full = { ALIPAY_APP_ID: '2021000122600001', ALIPAY_PRIVATE_KEY: pkcs1, ALIPAY_PUBLIC_KEY: publicPem };

describe('Alipay configuration', () => {
  it('none of it: not configured', () => {
    expect(loadConfig({}).alipay).toBeUndefined();
  });

  it('all of it: the keys parsed into PEM, the gateway Alipay’s own unless set', () => {
    const c = loadConfig(full).alipay!;
    expect(c.appId).toBe('2021000122600001');
    expect(c.gateway).toBe('https://openapi.alipay.com/gateway.do');
    expect(c.privateKey).toContain('-----BEGIN PRIVATE KEY-----');
    expect(c.alipayPublicKey).toContain('-----BEGIN PUBLIC KEY-----');
  });

  it('the key tool’s bare base64 (PKCS#8 or PKCS#1, and the public key) and a private key file are accepted', () => {
    const pkcs8 = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const privateKey of [bare(pkcs8), bare(pkcs1)]) {
      expect(loadConfig({ ...full, ALIPAY_PRIVATE_KEY: privateKey, ALIPAY_PUBLIC_KEY: bare(publicPem) }).alipay!.privateKey).toBe(pkcs8);
    }
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'alipay-')), 'app_private_key.pem');
    writeFileSync(file, pkcs1);
    const { ALIPAY_PRIVATE_KEY: _k, ...rest } = full;
    expect(loadConfig({ ...rest, ALIPAY_PRIVATE_KEY_FILE: file }).alipay!.privateKey).toBe(pkcs8);
  });

  it('half of it refuses to start, naming what is missing', () => {
    expect(configProblem({ ALIPAY_APP_ID: full.ALIPAY_APP_ID })).toMatch(
      /ALIPAY_PRIVATE_KEY \(or ALIPAY_PRIVATE_KEY_FILE\), ALIPAY_PUBLIC_KEY: Alipay is half configured/,
    );
    expect(configProblem({ ALIPAY_PRIVATE_KEY: pkcs1, ALIPAY_PUBLIC_KEY: publicPem })).toMatch(/ALIPAY_APP_ID: Alipay is half configured/);
  });

  it('a key that is not one, an unreadable file, or both key settings refuse to start', () => {
    expect(configProblem({ ...full, ALIPAY_PRIVATE_KEY: 'not a key' })).toMatch(/ALIPAY_PRIVATE_KEY: not the app's RSA private key/);
    expect(configProblem({ ...full, ALIPAY_PUBLIC_KEY: 'MIIBIjANBgkq' })).toMatch(/ALIPAY_PUBLIC_KEY: not Alipay's RSA public key/);
    expect(configProblem({ ...full, ALIPAY_PRIVATE_KEY_FILE: '/nonexistent/key.pem' })).toMatch(/not both/);
    const { ALIPAY_PRIVATE_KEY: _k, ...rest } = full;
    expect(configProblem({ ...rest, ALIPAY_PRIVATE_KEY_FILE: '/nonexistent/key.pem' })).toMatch(/ALIPAY_PRIVATE_KEY_FILE: cannot read/);
    expect(configProblem({ ...full, ALIPAY_APP_ID: 'abc' })).toMatch(/ALIPAY_APP_ID/);
  });
});
