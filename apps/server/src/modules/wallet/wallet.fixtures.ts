/* Test helpers for the wallet, identity, invitation and activity tests: members, ID photos, and the ledger's invariants. */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Role } from '@boothhub/shared';
import { isValidIdNumber } from '@boothhub/shared/contracts/identity';
import type { Db } from '../../db/client.js';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { memberWithSession } from '../../../test/session-fixture.js';
import { updateMember } from '../accounts/members.service.js';

export interface Who {
  id: number;
  cardno: string;
  agent: Agent;
}

export const PIN = '246810';
export const PASSWORD = 'passw0rd1'; // memberWithSession's

/** a logged-in member (made in the database, with a session) */
export async function who(t: TestApp, opts: { role?: Role; banned?: boolean; invitedBy?: number } = {}): Promise<Who> {
  const { member, token } = await memberWithSession(t.app.ctx.db, { role: opts.role, banned: opts.banned, now: t.app.ctx.now() });
  if (opts.invitedBy) await updateMember(t.app.ctx.db, member.id, { invitedBy: opts.invitedBy });
  const agent = t.agent();
  agent.cookies.set('bh_session', token);
  return { id: member.id, cardno: member.cardno, agent };
}

/** A test app and an admin logged in to it: how most of these tests begin. */
export async function appWithAdmin(): Promise<{ t: TestApp; admin: Who }> {
  const t = await createTestApp();
  return { t, admin: await who(t, { role: 'admin' }) };
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
let idSeq = 0;
/** a fresh valid ID number (distinct birth date and sequence per call within this process) */
export function freshIdNumber(): string {
  const n = ++idSeq + (process.pid % 500) * 1000;
  const birth = new Date(Date.UTC(1970, 0, 1) + (n % 12_000) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '');
  const body = `110105${ymd}${String(Math.floor(n / 12_000) % 1000).padStart(3, '0')}`;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(body[i]), 0);
  const id = body + '10X98765432'[sum % 11];
  if (!isValidIdNumber(id)) throw new Error(`bad test id ${id}`);
  return id;
}

const BOUNDARY = '----wallet-test-boundary';
let pngCache: Buffer | undefined;

/** Upload an ID-card photo through the real File/upload call; returns its fileId. */
export async function uploadIdcard(t: TestApp, m: Who): Promise<string> {
  pngCache ??= await sharp({ create: { width: 12, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nidcard\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`),
    pngCache,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/File/upload',
    headers: { cookie: `bh_session=${m.agent.cookies.get('bh_session')}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (JSON.parse(res.body) as { data: { fileId: string } }).data.fileId;
}

/** Submit identity verification with real uploaded photos. */
export async function submitIdentity(t: TestApp, a: Who, realname = '张三') {
  const [frontFileId, backFileId] = [await uploadIdcard(t, a), await uploadIdcard(t, a)];
  return a.agent.call('Member/userAuth', { realname, idno: freshIdNumber(), frontFileId, backFileId });
}

/** A member with a PIN, an approved identity (name 张三) and, when asked, coins from the sandbox. */
export async function verifiedMember(t: TestApp, admin: Who, opts: { coins?: number; role?: Role; invitedBy?: number } = {}): Promise<Who> {
  const m = await who(t, opts);
  const pin = await m.agent.call('Member/setPayment', { paycode: PIN, password: PASSWORD });
  if (pin.status !== 200) throw new Error(`setPayment: ${JSON.stringify(pin.body)}`);
  const sub = await submitIdentity(t, m);
  if (sub.status !== 200) throw new Error(`userAuth: ${JSON.stringify(sub.body)}`);
  const ok = await admin.agent.call('Admin/identityReview', { cardno: m.cardno, approve: true });
  if (ok.status !== 200) throw new Error(`identityReview: ${JSON.stringify(ok.body)}`);
  if (opts.coins) await topUp(m, opts.coins);
  return m;
}

export async function topUp(m: Who, amount: number) {
  const res = await m.agent.call('Wallet/recharge', { amount, method: 'sandbox' });
  if (res.status !== 200) throw new Error(`recharge: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const withdrawBody = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  method: 'alipay',
  account: '13800001234',
  accountName: '张三',
  paycode: PIN,
  ...extra,
});

const rows = (r: unknown) => (r as { rows: Array<Record<string, unknown>> }).rows;

/** The ledger's invariants, checked from the database: throws with the first broken one. */
export async function assertLedgerWhole(db: Db) {
  const unbalanced = rows(
    await db.execute(sql`select transaction_id, sum(amount) s from ledger_entries group by transaction_id having sum(amount) <> 0`),
  );
  if (unbalanced.length) throw new Error(`unbalanced ledger transactions: ${JSON.stringify(unbalanced)}`);
  const drift = rows(
    await db.execute(sql`select a.id, a.balance, coalesce(sum(e.amount), 0) s from ledger_accounts a
      left join ledger_entries e on e.account_id = a.id group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`),
  );
  if (drift.length) throw new Error(`balances differ from their entries: ${JSON.stringify(drift)}`);
  const negative = rows(await db.execute(sql`select id, kind, balance from ledger_accounts where kind like 'member_%' and balance < 0`));
  if (negative.length) throw new Error(`member accounts below zero: ${JSON.stringify(negative)}`);
  const empty = rows(
    await db.execute(sql`select t.id from ledger_transactions t where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`),
  );
  if (empty.length) throw new Error(`ledger transactions without entries: ${JSON.stringify(empty)}`);
}

/** counts of the rows money moves create, to show that nothing moved */
export async function moneyFootprint(db: Db) {
  const [r] = rows(
    await db.execute(sql`select (select count(*) from ledger_transactions)::int tx, (select count(*) from withdrawals)::int w,
      (select count(*) from recharges)::int r, (select count(*) from invitation_rewards)::int rw`),
  );
  return r as { tx: number; w: number; r: number; rw: number };
}
