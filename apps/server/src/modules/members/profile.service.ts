import type { z } from 'zod';
import type { member } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberById, updateMember } from '../accounts/members.service.js';
import { receivedRatingsSql } from '../evaluations/ratings.service.js';
import { getOwnedFile } from '../files/files.service.js';
import { presentMember } from './member.presenter.js';
import { memberWithFigures } from './profile.repository.js';

type ProfilePatch = z.output<typeof member.updateBaseInfo.body>;

async function loadMember(ctx: AppContext, viewer: Viewer) {
  const row = await findMemberById(ctx.db, viewer.id);
  if (!row) throw new AppError('AUTH_REQUIRED');
  return row;
}

/** The member with every figure userInfo shows (one statement). */
async function loadProfile(ctx: AppContext, memberId: number) {
  const found = await memberWithFigures(ctx.db, memberId, ctx.now(), receivedRatingsSql);
  if (!found) throw new AppError('AUTH_REQUIRED');
  return presentMember(found.member, found.figures);
}

/** Member/userInfo: the logged-in member. */
export async function myProfile(ctx: AppContext, viewer: Viewer) {
  return loadProfile(ctx, viewer.id);
}

/** Member/updateBaseInfo: only the profile fields of the contract; the schema refuses any other. */
export async function updateProfile(ctx: AppContext, viewer: Viewer, patch: ProfilePatch) {
  await loadMember(ctx, viewer);
  // an avatar must be a file this member uploaded with purpose avatar
  if (patch.userlogo) await getOwnedFile(ctx.db, patch.userlogo, viewer.id, 'avatar');
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length) await updateMember(ctx.db, viewer.id, { ...changes, updatedAt: ctx.now() });
  return loadProfile(ctx, viewer.id);
}
