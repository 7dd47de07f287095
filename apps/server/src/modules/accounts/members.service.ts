import { randomInt } from 'node:crypto';
import type { Role } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { hashSecret } from '../../platform/password.js';
import * as repo from './members.repository.js';

export type { MemberRow } from './members.repository.js';
export { anyMember, findMemberByCardno, findMemberById, findMemberByPhone, findMemberByInviteCode } from './members.repository.js';
// a member's points (the activity module's earnings: decision 071, accounts owns the members table)
export { addMemberPoints, memberPoints } from './members.repository.js';

/** 8 digits, first not 0, not sequential: the public member number. */
const newCardno = () => String(randomInt(10_000_000, 100_000_000));
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newInviteCode = () => Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)]).join('');

export interface NewMember {
  phone: string;
  password: string;
  role: Role;
  nickname?: string;
  invitedBy?: number;
}

/**
 * Create a member with a fresh cardno and invite code. Throws PHONE_TAKEN when
 * the phone is registered (also when two registrations race).
 */
export async function createMember(db: Db, input: NewMember, now = new Date()) {
  if (await repo.findMemberByPhone(db, input.phone)) throw new AppError('PHONE_TAKEN');
  const passwordHash = await hashSecret(input.password);
  for (let attempt = 0; attempt < 8; attempt++) {
    const cardno = newCardno();
    const created = await repo.insertMember(db, {
      phone: input.phone,
      passwordHash,
      role: input.role,
      nickname: input.nickname ?? `用户${input.phone.slice(-4)}`,
      cardno,
      inviteCode: newInviteCode(),
      invitedBy: input.invitedBy ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return created;
    if (await repo.findMemberByPhone(db, input.phone)) throw new AppError('PHONE_TAKEN');
    // cardno or invite code collided: draw again
  }
  throw new Error('could not allocate a unique cardno');
}

export const updateMember = repo.updateMember;
