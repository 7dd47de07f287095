/**
 * State for a browser test, made through the API so that each test sets up its own world and a failure in one
 * does not hide the steps of another: signed-in contexts, sandbox top-ups, payment PINs, identities, withdrawals and
 * business tasks at any point of their life. Calls go through a context's own `request`, so they carry its cookies.
 */
import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { demo, registerMember, type Session, type SignIn } from './fixtures';

export const PIN = '246810';

let keySeq = 0;
const idempotencyKey = (what: string) => `e2e-${what}-${Date.now().toString(36)}-${(keySeq += 1)}`;

/** POSTs a call and returns its data; throws with the error code unless the envelope says success. */
export async function apiOk<T = any>(request: APIRequestContext, path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.post(`/api/${path}`, { data: body as object, headers });
  const env = await res.json();
  if (!env.success) throw new Error(`${path}: ${env.errorCode} ${env.errorMessage}`);
  return env.data as T;
}

/** Tops up `cents` through the sandbox provider. */
export const topUp = (request: APIRequestContext, cents: number) =>
  apiOk<{ id: number; status: string }>(
    request,
    'Wallet/recharge',
    { amount: cents, method: 'sandbox' },
    { 'Idempotency-Key': idempotencyKey('topup') },
  );

/** Sets the payment PIN (confirmed with the login password). */
export const setPin = (request: APIRequestContext, password: string, pin = PIN) => apiOk(request, 'Member/setPayment', { paycode: pin, password });

/** A known PIN and at least `cents` available. */
export async function fund(request: APIRequestContext, password: string, cents: number) {
  await setPin(request, password);
  const me = await apiOk<{ coins: number }>(request, 'Member/userInfo');
  if (me.coins < cents) await topUp(request, cents - me.coins);
}

/** Uploads a file as the context's member; returns its fileId. */
export async function uploadFile(
  request: APIRequestContext,
  purpose: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const res = await request.post('/api/File/upload', { multipart: { purpose, file } });
  const env = await res.json();
  if (!env.success) throw new Error(`File/upload: ${env.errorCode} ${env.errorMessage}`);
  return env.data.fileId as string;
}

/** A small valid PNG (solid colour), made here so the tests need no fixture files. */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid ID number of its own for each member (an ID number verified for one member cannot be used by another):
 * the sequence digits come from the member's unique phone number.
 */
export function idNumberFor(phone: string): string {
  const body = `31011519900101${phone.slice(-3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

/** Submits the member's identity (real name, ID number, two photos). */
export async function submitIdentity(request: APIRequestContext, phone: string, realname: string) {
  const frontFileId = await uploadFile(request, 'idcard', { name: 'front.png', mimeType: 'image/png', buffer: png(64, 40, [200, 60, 60]) });
  const backFileId = await uploadFile(request, 'idcard', { name: 'back.png', mimeType: 'image/png', buffer: png(64, 40, [60, 60, 200]) });
  await apiOk(request, 'Member/userAuth', { realname, idno: idNumberFor(phone), frontFileId, backFileId });
}

/** A new member (own browser context) with `coins` from the sandbox, the PIN set and, when asked, a verified identity. */
export async function walletMember(signIn: SignIn, opts: { coins?: number; realname?: string; admin?: APIRequestContext; width?: number } = {}) {
  const account = await registerMember('designer');
  const session = await signIn(account, opts.width);
  if (opts.coins) await topUp(session.page.request, opts.coins);
  await setPin(session.page.request, account.password);
  if (opts.realname && opts.admin) {
    await submitIdentity(session.page.request, account.phone, opts.realname);
    await apiOk(opts.admin, 'Admin/identityReview', { cardno: account.cardno, approve: true });
  }
  return { account, ...session };
}

/** Asks to withdraw to Alipay (or a bank card when `bankName` is given); returns the withdrawal's id. */
export async function withdraw(request: APIRequestContext, cents: number, to: { account: string; accountName: string; bankName?: string }) {
  const body = { amount: cents, method: to.bankName ? 'bank' : 'alipay', ...to, paycode: PIN };
  return (await apiOk<{ id: number }>(request, 'Applycash/postNew', body, { 'Idempotency-Key': idempotencyKey('withdraw') })).id;
}

// ---- business tasks ----

/** The day `offset` days from now in Asia/Shanghai, as YYYY-MM-DD. */
export const shanghaiDay = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
};

/** Publishes a complete brief (fields overridable); returns the task's id. */
export async function publishTask(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const brief = {
    title: `e2e booth ${Date.now().toString(36)}`,
    types: 'booth',
    plaza: 54,
    sizes: '9×6 m',
    opens: 2,
    layer: 1,
    style: 'modern',
    addr: '上海 国家会展中心 7.1 馆',
    sdate: shanghaiDay(40),
    edate: shanghaiDay(43),
    rdate: shanghaiDay(30),
    tasks: ['rendering'],
    tips: '',
    cost: 1_200_000,
    conts: { name: '王经理', phone: '13912345678' },
    ...fields,
  };
  return (await apiOk<{ id: number }>(request, 'Taskcenter/businessTaskPub', brief)).id;
}

/** Pays a task into escrow (funding the publisher first). */
export async function payTask(request: APIRequestContext, id: number, cost: number, password = demo.business.password) {
  await fund(request, password, cost);
  await apiOk(request, 'Taskcenter/businessTaskPay', { id, paycode: PIN }, { 'Idempotency-Key': idempotencyKey('pay') });
}

/** A task published and paid into escrow by the context's member (the business): recruiting. Returns its id. */
export async function recruitingTask(request: APIRequestContext, fields: Record<string, unknown> & { cost?: number } = {}) {
  const cost = fields.cost ?? 1_200_000;
  const id = await publishTask(request, { ...fields, cost });
  await payTask(request, id, cost);
  return id;
}

export type TaskStage = 'signed_up' | 'in_progress' | 'delivered' | 'completed';

/**
 * A task of the business `biz` brought to `stage` with the designer `des`: published and paid, signed up, selected,
 * delivered once (an image), accepted. Returns its id.
 */
export async function taskAt(stage: TaskStage, biz: Session, des: Session, fields: Record<string, unknown> & { cost?: number } = {}) {
  const id = await recruitingTask(biz.page.request, fields);
  await apiOk(des.page.request, 'Taskcenter/designerSignup', { id, message: 'Two concepts first, ten days.', days: 10 });
  if (stage === 'signed_up') return id;
  await apiOk(biz.page.request, 'Taskcenter/businessSelect', { id, cardno: des.cardno });
  if (stage === 'in_progress') return id;
  await deliverByApi(des.page.request, id, 'Version one.');
  if (stage === 'delivered') return id;
  await apiOk(biz.page.request, 'Taskcenter/businessAccept', { id });
  return id;
}

/** The selected designer delivers a note and one image. */
export async function deliverByApi(request: APIRequestContext, id: number, note: string, rgb: [number, number, number] = [200, 50, 50]) {
  const fileId = await uploadFile(request, 'delivery', { name: 'concept.png', mimeType: 'image/png', buffer: png(480, 320, rgb) });
  await apiOk(request, 'Taskcenter/designerTaskPost', { id, note, files: [fileId] });
}

/** The context's member (a factory) fills its company profile through the API: a Shanghai structure builder. */
export async function factoryProfile(request: APIRequestContext, companyName: string) {
  await apiOk(request, 'Factory/profileSave', {
    companyName,
    city: '上海',
    capabilities: ['structure'],
    workshopArea: 1000,
    annualCapacity: 50,
    descr: '',
    certificates: [],
    photos: [],
  });
}
