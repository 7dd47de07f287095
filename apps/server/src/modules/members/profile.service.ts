import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { member } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberById, updateMember } from '../accounts/members.service.js';
import { viewerFromSession } from '../accounts/session.service.js';
import { receivedRatingsSql } from '../evaluations/ratings.service.js';
import { getOwnedFile } from '../files/files.service.js';
import { presentMember } from './member.presenter.js';
import { memberWithFigures, sessionWithFigures, withFigures } from './profile.repository.js';
import { slowFiguresAt } from './slow-figures.js';

type ProfilePatch = z.output<typeof member.updateBaseInfo.body>;

/** Told of a profile edit inside its transaction (e.g. the designer directory's row); registered by modules/index.ts. */
export type ProfileListener = (db: Db, memberId: number, now: Date) => Promise<void>;
const listeners: ProfileListener[] = [];
export function onProfileChanged(listener: ProfileListener) {
  if (!listeners.includes(listener)) listeners.push(listener);
}

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

/** The profile read together with the request's session (readViewerWithProfile), kept for the call's handler. */
const readWithSession = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof sessionWithFigures>>>();

/**
 * Member/userInfo's session check: the session, the member, its coins and identity and the stamp of its slower figures
 * in one statement (profile.repository sessionWithFigures) instead of the session read of every call and then the
 * figures; the slower figures come from the process while their stamp stands (slow-figures.ts, decision 091).
 */
export async function readViewerWithProfile(ctx: AppContext, req: FastifyRequest) {
  const row = await viewerFromSession(ctx, req, sessionWithFigures);
  if (row) readWithSession.set(req, row);
}

/** Member/userInfo: the logged-in member (read with the session when readViewerWithProfile ran). */
export async function myProfile(ctx: AppContext, viewer: Viewer, req?: FastifyRequest) {
  const found = req ? readWithSession.get(req) : undefined;
  if (!found || found.id !== viewer.id) return loadProfile(ctx, viewer.id);
  const { member, figures } = withFigures(found.live, await slowFiguresAt(ctx, found.id, found.stamp));
  return presentMember(member, figures);
}

/** Member/updateBaseInfo: only the profile fields of the contract; the schema refuses any other. */
export async function updateProfile(ctx: AppContext, viewer: Viewer, patch: ProfilePatch) {
  await loadMember(ctx, viewer);
  // an avatar must be a file this member uploaded with purpose avatar
  if (patch.userlogo) await getOwnedFile(ctx.db, patch.userlogo, viewer.id, 'avatar');
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length) {
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await updateMember(tx, viewer.id, { ...changes, updatedAt: now });
      for (const listener of listeners) await listener(tx, viewer.id, now);
    });
  }
  return loadProfile(ctx, viewer.id);
}
