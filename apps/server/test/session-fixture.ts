import type { Role } from '@boothhub/shared';
import type { Db } from '../src/db/client.js';
import { randomToken, sha256 } from '../src/platform/crypto.js';
import { createMember, updateMember } from '../src/modules/accounts/members.service.js';
import { SESSION_COOKIE } from '../src/modules/accounts/session.service.js';
import { insertSession } from '../src/modules/accounts/session.repository.js';

let seq = 0;

/** a fresh mainland mobile number, unique within this process */
export const freshPhone = () => `139${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

/**
 * A member with a logged-in session, made straight in the database (for
 * modules that test before the registration calls exist): returns the member
 * and the session cookie to send.
 */
export async function memberWithSession(db: Db, opts: { role?: Role; banned?: boolean; now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const member = await createMember(db, { phone: freshPhone(), password: 'passw0rd1', role: opts.role ?? 'designer' }, now);
  if (opts.banned) await updateMember(db, member.id, { banned: true });
  const token = randomToken();
  await insertSession(db, { tokenHash: sha256(token), memberId: member.id, now });
  return { member, token, cookie: `${SESSION_COOKIE}=${token}` };
}
