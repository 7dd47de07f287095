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

  it("reads the periodic jobs' beats, and stops the start on a mistyped one instead of turning the job off", () => {
    expect(loadConfig({}).timers).toEqual({
      taskTimerMs: 60_000,
      topupReconcileMs: 60_000,
      fileSweepMs: 900_000,
      designerRefreshMs: 600_000,
      idleGcMs: 5_000,
    });
    expect(loadConfig({ TASK_TIMER_MS: '0', FILE_SWEEP_MS: '300' }).timers).toMatchObject({ taskTimerMs: 0, fileSweepMs: 300 });
    for (const [name, value] of [
      ['TASK_TIMER_MS', '1m'],
      ['TOPUP_RECONCILE_MS', '5'],
      ['FILE_SWEEP_MS', '-1'],
      ['DESIGNER_REFRESH_MS', 'ten minutes'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(`${name}:`));
    }
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
  });

  it('keeps files on disk unless STORAGE=s3 names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ S3_BUCKET: 'ignored-on-disk' }).storage).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_BUCKET: 'boothhub-files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'boothhub-files',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    // AWS with an instance role: no endpoint, no key, virtual-hosted addresses
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'bh-files', S3_REGION: 'cn-north-1' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'bh-files',
      region: 'cn-north-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
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
    [{ STORAGE: 'gcs' }, 'STORAGE'],
    [{ STORAGE: 's3' }, 'S3_BUCKET'],
    [{ STORAGE: 's3', S3_BUCKET: 'My_Files' }, 'S3_BUCKET'],
    [{ STORAGE: 's3', S3_BUCKET: 'bh-files', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ STORAGE: 's3', S3_BUCKET: 'bh-files', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ STORAGE: 's3', S3_BUCKET: 'bh-files', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ STORAGE: 's3', S3_BUCKET: 'bh-files', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
