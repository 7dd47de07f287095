import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import { onPostgres } from '../../../test/database.js';
import { freePort } from '../../../test/server-process.js';
import type { Database } from '../../db/client.js';
import { startAlipayStandin, type AlipayStandin } from '../../dev/alipay-standin.js';
import { identities, idempotencyKeys, paymentPins, withdrawals } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { hashSecret } from '../../platform/password.js';
import { insertMember } from '../accounts/members.repository.js';
import { insertSession } from '../accounts/session.repository.js';
import * as ledger from '../ledger/ledger.service.js';
import { assertLedgerWhole, freshIdNumber, PIN, withdrawBody } from './wallet.fixtures.js';

/**
 * Crash test: the real server as a child process on PostgreSQL, killed with
 * SIGKILL while it is inside a withdrawal's transaction and inside two
 * approvals (crash-points.ts pauses there when NODE_ENV=test), and between
 * Alipay paying a withdrawal and the server recording it. After a restart the
 * ledger is whole, nothing is half-done, and the retried request (with the
 * same Idempotency-Key, or the admin's same decision) completes once; the
 * payout is learnt from Alipay.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let database: Database & { url?: string };
let child: ChildProcess | undefined;
let base = '';
const db = () => database.db;

/** start the server; resolves when /readyz answers; `paused` resolves when it reports the pause point */
async function start(pauseAt?: string, more: Record<string, string> = {}): Promise<{ paused: Promise<void> }> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    DATABASE_URL: database.url!,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bh-crash-')),
    DEMO_DATA: '0',
    PAYMENT_SANDBOX: '1',
    ALLOW_SANDBOX_IN_PRODUCTION: '1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    ...more,
  };
  delete env.BH_TEST_PAUSE_AT;
  if (pauseAt) env.BH_TEST_PAUSE_AT = pauseAt;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child = proc;
  let stderr = '';
  const paused = new Promise<void>((resolve) => {
    proc.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (pauseAt && stderr.includes(`BH_TEST_PAUSED ${pauseAt}`)) resolve();
    });
  });
  proc.stdout!.resume();
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { paused };
}

async function kill() {
  const proc = child;
  child = undefined;
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await exited;
}

async function call(cookie: string, callPath: string, body: unknown, key?: string) {
  const res = await fetch(`${base}/api/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function person(opts: { role?: string; identity?: 'approved' | 'pending'; invitedBy?: number } = {}) {
  const now = new Date();
  const row = await insertMember(db(), {
    phone: `13${String(randomInt(0, 1e9)).padStart(9, '0')}`,
    passwordHash: await hashSecret('passw0rd1'),
    role: opts.role ?? 'designer',
    nickname: 'crash',
    cardno: String(randomInt(10_000_000, 100_000_000)),
    inviteCode: randomBytes(6).toString('hex').toUpperCase(),
    invitedBy: opts.invitedBy ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await db()
    .insert(paymentPins)
    .values({ memberId: row!.id, pinHash: await hashSecret(PIN), updatedAt: now });
  if (opts.identity) {
    await db()
      .insert(identities)
      .values({
        memberId: row!.id,
        realname: '张三',
        idno: freshIdNumber(),
        frontFileId: 'a'.repeat(32),
        backFileId: 'b'.repeat(32),
        status: opts.identity,
        submittedAt: now,
      });
  }
  const token = randomToken();
  await insertSession(db(), { tokenHash: sha256(token), memberId: row!.id, now });
  return { id: row!.id, cardno: row!.cardno, cookie: `bh_session=${token}` };
}

const count = async (q: ReturnType<typeof sql>) => Number(((await db().execute(q)) as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);

beforeAll(async () => {
  if (onPostgres()) database = await openTestDatabase();
});
afterAll(async () => {
  await kill();
  await database?.close();
});

describe.runIf(onPostgres())('SIGKILL in the middle of money transactions', { timeout: 240_000 }, () => {
  it('inside a withdrawal: nothing half-done; the retry with the same key completes once', async () => {
    const m = await person({ identity: 'approved' });
    await start();
    expect((await call(m.cookie, 'Wallet/recharge', { amount: 50_000, method: 'sandbox' })).status).toBe(200);
    await kill();

    const { paused } = await start('withdraw');
    const key = randomUUID();
    const inFlight = call(m.cookie, 'Applycash/postNew', withdrawBody(30_000), key).catch((e: Error) => e);
    await paused; // the hold is posted, the transaction not yet committed
    await kill();
    expect(await inFlight).toBeInstanceOf(Error);

    await assertLedgerWhole(db());
    expect(await ledger.balanceOf(db(), ledger.available(m.id))).toBe(50_000);
    expect(await count(sql`select count(*) n from withdrawals where member_id = ${m.id}`)).toBe(0);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);

    await start();
    const retry = await call(m.cookie, 'Applycash/postNew', withdrawBody(30_000), key);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ status: 'pending' });
    const again = await call(m.cookie, 'Applycash/postNew', withdrawBody(30_000), key);
    expect(again).toEqual(retry);
    expect(await ledger.balanceOf(db(), ledger.available(m.id))).toBe(20_000);
    expect(await count(sql`select count(*) n from withdrawals where member_id = ${m.id}`)).toBe(1);
    await assertLedgerWhole(db());
    await kill();
  });

  it('inside an admin paying a withdrawal: still pending with its hold; paying again pays once', async () => {
    const m = await person({ identity: 'approved' });
    const admin = await person({ role: 'admin' });
    await start();
    await call(m.cookie, 'Wallet/recharge', { amount: 40_000, method: 'sandbox' });
    const w = await call(m.cookie, 'Applycash/postNew', withdrawBody(25_000), randomUUID());
    const id = w.body.data.id as number;
    await kill();

    const { paused } = await start('withdraw-review');
    const inFlight = call(admin.cookie, 'Admin/withdrawReview', { id, approve: true, payoutRef: 'BANK-1' }).catch((e: Error) => e);
    await paused;
    await kill();
    expect(await inFlight).toBeInstanceOf(Error);

    await assertLedgerWhole(db());
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row!.status).toBe('pending');
    expect(await ledger.balanceOf(db(), ledger.withdrawalHold(m.id, id))).toBe(25_000);
    expect(await count(sql`select count(*) n from audit_log where target = ${`withdrawal:${id}`}`)).toBe(0);

    await start();
    const pay = await call(admin.cookie, 'Admin/withdrawReview', { id, approve: true, payoutRef: 'BANK-1' });
    expect(pay.body.data).toMatchObject({ status: 'paid', payoutRef: 'BANK-1' });
    const twice = await call(admin.cookie, 'Admin/withdrawReview', { id, approve: true, payoutRef: 'BANK-1' });
    expect(twice.status).toBe(409);
    expect(await ledger.balanceOf(db(), ledger.withdrawalHold(m.id, id))).toBe(0);
    expect(await ledger.balanceOf(db(), ledger.available(m.id))).toBe(15_000);
    await assertLedgerWhole(db());
    await kill();
  });

  it('an Alipay payout killed after Alipay paid: left paying, held; after the restart Alipay is asked and it is paid once', async () => {
    const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const ali: AlipayStandin = await startAlipayStandin({ appId: '2021000122609999', appPublicKey: appKeys.publicKey });
    const alipay = {
      ALIPAY_APP_ID: '2021000122609999',
      ALIPAY_PRIVATE_KEY: appKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ALIPAY_PUBLIC_KEY: ali.publicKeyPem,
      ALIPAY_GATEWAY: ali.gateway,
      TOPUP_RECONCILE_MS: '300',
    };
    try {
      const m = await person({ identity: 'approved' });
      const admin = await person({ role: 'admin' });
      await start(undefined, alipay);
      await call(m.cookie, 'Wallet/recharge', { amount: 40_000, method: 'sandbox' });
      const id = (await call(m.cookie, 'Applycash/postNew', withdrawBody(25_000), randomUUID())).body.data.id as number;
      await kill();

      const { paused } = await start('withdraw-payout', alipay);
      const inFlight = call(admin.cookie, 'Admin/withdrawPayout', { id }).catch((e: Error) => e);
      await paused; // Alipay made the transfer and answered; nothing recorded yet
      await kill();
      expect(await inFlight).toBeInstanceOf(Error);
      const paidAt = ali.transfers.get(`BHW${id}`)!;
      expect(paidAt.amount).toBe(25_000);

      const [left] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(left!.status).toBe('paying');
      expect(await ledger.balanceOf(db(), ledger.withdrawalHold(m.id, id))).toBe(25_000);
      await assertLedgerWhole(db());
      // a minute passes (the claim goes stale) while the server is down
      await db().execute(sql`update withdrawals set reviewed_at = reviewed_at - interval '2 minutes' where id = ${id}`);

      await start(undefined, alipay);
      const deadline = Date.now() + 30_000;
      while ((await db().select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status === 'paying' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
      const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(row).toMatchObject({ status: 'paid', payoutRef: paidAt.orderId });
      expect(ali.transfers.size).toBe(1);
      expect(await ledger.balanceOf(db(), ledger.withdrawalHold(m.id, id))).toBe(0);
      expect(await ledger.balanceOf(db(), ledger.available(m.id))).toBe(15_000);
      expect((await call(admin.cookie, 'Admin/withdrawPayout', { id })).body.errorCode).toBe('STATE_CONFLICT');
      await assertLedgerWhole(db());
      await kill();
    } finally {
      await ali.close();
    }
  });

  it('inside an identity approval: no reward and still pending; approving again rewards once', async () => {
    const inviter = await person({ identity: 'approved' });
    const invitee = await person({ identity: 'pending', invitedBy: inviter.id });
    const admin = await person({ role: 'admin' });
    const { paused } = await start('identity-review');
    const inFlight = call(admin.cookie, 'Admin/identityReview', { cardno: invitee.cardno, approve: true }).catch((e: Error) => e);
    await paused; // the reward is posted, not committed
    await kill();
    expect(await inFlight).toBeInstanceOf(Error);

    await assertLedgerWhole(db());
    expect(await ledger.balanceOf(db(), ledger.available(inviter.id))).toBe(0);
    expect(await count(sql`select count(*) n from invitation_rewards where invitee_id = ${invitee.id}`)).toBe(0);
    expect(await count(sql`select count(*) n from identities where member_id = ${invitee.id} and status = 'pending'`)).toBe(1);

    await start();
    expect((await call(admin.cookie, 'Admin/identityReview', { cardno: invitee.cardno, approve: true })).status).toBe(200);
    expect((await call(admin.cookie, 'Admin/identityReview', { cardno: invitee.cardno, approve: true })).status).toBe(409);
    expect(await ledger.balanceOf(db(), ledger.available(inviter.id))).toBe(1_000);
    expect(await count(sql`select count(*) n from invitation_rewards where invitee_id = ${invitee.id}`)).toBe(1);
    await assertLedgerWhole(db());
    await kill();
  });
});
