import { DAY_MS, HOUR_MS, startOfShanghaiDay } from '@boothhub/shared';
import type { CodePurpose } from '@boothhub/shared/contracts/account';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { randomDigits, safeEqualHex, sha256 } from '../../platform/crypto.js';
import * as repo from './codes.repository.js';
import { findMemberByPhone } from './members.repository.js';

/** docs/rules/accounts.md: the SMS code rules. */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_COOLDOWN_MS = 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const CODES_PER_PHONE_PER_DAY = 10;
export const CODES_PER_IP_PER_HOUR = 30;

const codeHash = (phone: string, purpose: string, code: string) => sha256(`${phone}|${purpose}|${code}`);
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

const smsText = (code: string, purpose: CodePurpose) => {
  const what = { register: '注册', reset: '重置密码', bind: '绑定手机', wechat: '微信绑定', login: '登录' }[purpose];
  return `【BoothHub】您的${what}验证码是 ${code}，5 分钟内有效。请勿告诉他人。`;
};

/** What reaches the phone: its code, a notice that it is already taken (no code), or nothing. */
type Delivery = 'code' | 'notice' | 'none';

const noticeText = (purpose: CodePurpose) =>
  purpose === 'bind'
    ? '【BoothHub】有人尝试将您的手机号绑定到另一个 BoothHub 账号。该号码已属于您的账号，无需操作；如非本人操作请忽略。'
    : '【BoothHub】有人尝试用您的手机号注册 BoothHub。该号码已注册：请直接登录，忘记密码可找回。如非本人操作请忽略。';

/**
 * Whether the phone gets its code (register and bind: a free phone; reset and login: a registered one; wechat: any). A taken
 * phone's owner is told that someone tried (register, bind); an unknown phone asking for a reset gets nothing. The
 * caller answers the same either way (decision 058: the limits count first, then nobody learns whether a phone is
 * registered from getCode).
 */
async function deliveryOf(db: Db, phone: string, purpose: CodePurpose): Promise<Delivery> {
  if (purpose === 'wechat') return 'code';
  const owner = await findMemberByPhone(db, phone);
  if (purpose === 'reset' || purpose === 'login') return owner ? 'code' : 'none';
  return owner ? 'notice' : 'code';
}

/**
 * User/getCode: draw a 6-digit code, store its hash, and send it through the
 * configured SMS provider. The limits are counted from rows in the database
 * under advisory locks, so they hold across any number of instances; they are
 * applied before the phone is looked up, and every request within them stores
 * a code and answers the same, whether or not the phone fits the purpose.
 */
export async function requestCode(ctx: AppContext, input: { phone: string; purpose: CodePurpose; ip: string }) {
  const { phone, purpose } = input;
  const ip = input.ip.slice(0, 64);
  const code = randomDigits(6);
  const { id, delivery } = await ctx.db.transaction(async (tx) => {
    await repo.lockCodeRequest(tx, phone, ip);
    const now = ctx.now();
    const last = await repo.latestCode(tx, phone, purpose);
    if (last && now.getTime() - last.createdAt.getTime() < CODE_COOLDOWN_MS) {
      const seconds = secondsUntil(last.createdAt.getTime() + CODE_COOLDOWN_MS, now);
      throw new AppError('CODE_COOLDOWN', { seconds, retryAfter: seconds }, { seconds });
    }
    const dayStart = startOfShanghaiDay(now);
    if ((await repo.countCodesForPhoneSince(tx, phone, dayStart)) >= CODES_PER_PHONE_PER_DAY) {
      const seconds = secondsUntil(dayStart.getTime() + DAY_MS, now);
      throw new AppError('CODE_DAILY_LIMIT', { retryAfter: seconds }, { seconds });
    }
    const fromIp = await repo.codesFromIpSince(tx, ip, new Date(now.getTime() - HOUR_MS));
    if (fromIp.length >= CODES_PER_IP_PER_HOUR) {
      // the window frees a slot when the oldest code that keeps it full is an hour old
      const seconds = secondsUntil(fromIp[CODES_PER_IP_PER_HOUR - 1]!.getTime() + HOUR_MS, now);
      throw new AppError('CODE_IP_LIMIT', { retryAfter: seconds }, { seconds });
    }
    // only now, within the limits: a code is stored either way (it counts, and a right one cannot be guessed)
    const delivery = await deliveryOf(tx, phone, purpose);
    const id = await repo.insertCode(tx, {
      phone,
      purpose,
      ip,
      codeHash: codeHash(phone, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return { id, delivery };
  });
  if (delivery !== 'none') {
    try {
      await ctx.sms.send(
        delivery === 'code' ? { phone, code, purpose, text: smsText(code, purpose) } : { phone, code: '', purpose, text: noticeText(purpose) },
      );
    } catch {
      // not delivered: it must not count against the member's limits
      await repo.deleteCode(ctx.db, id);
      throw new AppError('SMS_SEND_FAILED');
    }
  }
  return { cooldownSeconds: CODE_COOLDOWN_MS / 1000 };
}

/**
 * Check a code without using it up: spends one of its tries (committed at
 * once, so a failed request still counts). Returns the code's id for
 * `consumeCode`, which the caller runs inside the transaction of its action.
 */
export async function checkCode(db: Db, input: { phone: string; purpose: CodePurpose; code: string }, now: Date): Promise<number> {
  const row = await repo.latestCode(db, input.phone, input.purpose);
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw new AppError('CODE_EXPIRED');
  if (row.tries >= CODE_MAX_TRIES) throw new AppError('CODE_TOO_MANY_TRIES');
  const tryNo = await repo.claimTry(db, row.id, CODE_MAX_TRIES, now);
  if (tryNo === undefined) {
    const again = await repo.latestCode(db, input.phone, input.purpose);
    throw new AppError(again && again.id === row.id && again.tries >= CODE_MAX_TRIES && !again.usedAt ? 'CODE_TOO_MANY_TRIES' : 'CODE_EXPIRED');
  }
  if (!safeEqualHex(row.codeHash, codeHash(input.phone, input.purpose, input.code))) {
    throw new AppError(tryNo >= CODE_MAX_TRIES ? 'CODE_TOO_MANY_TRIES' : 'CODE_INVALID', { left: CODE_MAX_TRIES - tryNo });
  }
  return row.id;
}

/** Use a checked code; in the action's transaction, so a failed action leaves the code usable. */
export async function consumeCode(db: Db, codeId: number, now: Date) {
  if (!(await repo.markCodeUsed(db, codeId, now))) throw new AppError('CODE_EXPIRED');
}
