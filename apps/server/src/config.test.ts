import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has the defaults of docs/rules/api.md', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      demoData: true,
      paymentSandbox: true,
    });
    expect(c.sms.provider).toBe('log');
    expect(c.secureCookies).toBe(false);
  });

  it('turns demo data and the sandbox off on PostgreSQL unless asked', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@db/boothhub' });
    expect(c.demoData).toBe(false);
    expect(c.paymentSandbox).toBe(false);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/x', PAYMENT_SANDBOX: '1' })).toThrow(/PAYMENT_SANDBOX:.*ALLOW_SANDBOX_IN_PRODUCTION=1/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/x', PAYMENT_SANDBOX: '1', ALLOW_SANDBOX_IN_PRODUCTION: '1' }).paymentSandbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/x', PAYMENT_SANDBOX: '0' }).paymentSandbox).toBe(false);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
  });

  it('uses Secure cookies behind an https PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://boothhub.example/' })).toMatchObject({ publicUrl: 'https://boothhub.example', secureCookies: true });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'webhook' }, 'SMS_WEBHOOK_URL'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
