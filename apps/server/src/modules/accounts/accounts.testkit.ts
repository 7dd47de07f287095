/**
 * Helpers for tests that need members (used by *.test.ts files only): they go
 * through the real calls, so a member made here is made the way a person
 * would make one.
 */
import type { Role } from '@boothhub/shared';
import type { Agent, TestApp } from '../../../test/harness.js';
import { createMember, findMemberByCardno, updateMember } from './members.service.js';

let seq = 0;
/** a fresh mainland mobile number, unique within this process */
export const newPhone = () => `158${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
/** a fresh client address, so tests do not share the per-IP limits by accident */
let ipSeq = 0;
export const newIp = () => {
  ipSeq++;
  return `10.200.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

export const PASSWORD = 'booth2024pw';

/** Register through User/getCode + User/regist; returns the logged-in agent, the phone and the cardno. */
export async function registerViaApi(
  t: TestApp,
  opts: { phone?: string; password?: string; role?: 'designer' | 'business' | 'factory'; inviteCode?: string } = {},
) {
  const agent = freshAgent(t);
  const phone = opts.phone ?? newPhone();
  const sent = await agent.call('User/getCode', { phone, purpose: 'register' });
  if (sent.status !== 200) throw new Error(`getCode failed: ${JSON.stringify(sent.body)}`);
  const res = await agent.call('User/regist', {
    phone,
    phoneCode: t.sms.last(phone, 'register'),
    password: opts.password ?? PASSWORD,
    ...(opts.role ? { role: opts.role } : {}),
    ...(opts.inviteCode ? { inviteCode: opts.inviteCode } : {}),
  });
  if (res.status !== 200) throw new Error(`regist failed: ${JSON.stringify(res.body)}`);
  return { agent, phone, cardno: res.body.data.cardno as string, password: opts.password ?? PASSWORD };
}

/** A member made in the database (any role, admin too), logged in through User/login. */
export async function memberAgent(
  t: TestApp,
  opts: { role?: Role; banned?: boolean } = {},
): Promise<{ agent: Agent; phone: string; cardno: string; id: number }> {
  const phone = newPhone();
  const m = await createMember(t.app.ctx.db, { phone, password: PASSWORD, role: opts.role ?? 'designer' });
  const agent = freshAgent(t);
  const res = await agent.call('User/login', { phone, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  if (opts.banned) await updateMember(t.app.ctx.db, m.id, { banned: true });
  return { agent, phone, cardno: m.cardno, id: m.id };
}

export async function memberRow(t: TestApp, cardno: string) {
  const m = await findMemberByCardno(t.app.ctx.db, cardno);
  if (!m) throw new Error(`no member ${cardno}`);
  return m;
}

/** a wrong code that differs from the right one in its last digit */
export const wrongCode = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

/** A client with no session, from a fresh address (so it shares no per-IP limit with another test's). */
export function freshAgent(t: TestApp): Agent {
  const agent = t.agent();
  agent.ip = newIp();
  return agent;
}
