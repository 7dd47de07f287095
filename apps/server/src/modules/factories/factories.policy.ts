import { shanghaiDay } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import type { InviteRow, RequestRow } from './factories.repository.js';

/**
 * Who may do what with factory profiles and requests for quotes (docs/rules/factories.md). The guard has already
 * refused anonymous callers and banned members. A request the viewer is no party to is QUOTE_REQUEST_NOT_FOUND (404);
 * a role rule is 403; a wrong state is 409.
 */
type Who = Pick<Viewer, 'id' | 'role'>;

export type RequestStatus = 'open' | 'closed' | 'picked';

/** picked once a factory is chosen; closed when the deadline passed without a pick; open otherwise */
export const requestStatus = (r: Pick<RequestRow, 'chosenFactoryId' | 'deadline'>, now: Date): RequestStatus =>
  r.chosenFactoryId !== null ? 'picked' : r.deadline.getTime() <= now.getTime() ? 'closed' : 'open';

/** Only members with the factory role keep a company profile, and only they answer requests. */
export function assertFactory(viewer: Who) {
  if (viewer.role !== 'factory') throw new AppError('FACTORY_ONLY');
}

/** A request's answers are taken while it is open: not after the pick, not after the deadline. */
export function assertOpen(r: RequestRow, now: Date) {
  const status = requestStatus(r, now);
  if (status === 'picked') throw new AppError('QUOTE_ALREADY_PICKED');
  if (status === 'closed') throw new AppError('QUOTE_DEADLINE_PASSED');
}

/** The design files: the business, and a factory that accepted to quote (or quoted). */
export const maySeeFiles = (isBusiness: boolean, invite: Pick<InviteRow, 'status'> | undefined) =>
  isBusiness || invite?.status === 'accepted' || invite?.status === 'quoted';

/** A build can be rated once a factory was chosen and the show has begun (its stand is built by then). */
export const buildBegun = (r: Pick<RequestRow, 'chosenFactoryId' | 'sdate'>, now: Date) => r.chosenFactoryId !== null && r.sdate <= shanghaiDay(now);

/** Quote/rate: the business, once (QUOTE_ALREADY_RATED), after the build (QUOTE_NOT_RATABLE). */
export function assertMayRate(r: RequestRow, isBusiness: boolean, now: Date) {
  if (!isBusiness) throw new AppError('QUOTE_REQUEST_NOT_FOUND');
  if (r.ratedAt) throw new AppError('QUOTE_ALREADY_RATED');
  if (!buildBegun(r, now)) throw new AppError('QUOTE_NOT_RATABLE');
}

/** What the viewer may do now, for the pages' buttons. */
export function canOf(r: RequestRow, isBusiness: boolean, invite: Pick<InviteRow, 'status'> | undefined, anyQuote: boolean, now: Date) {
  const open = requestStatus(r, now) === 'open';
  return {
    accept: open && invite?.status === 'invited',
    decline: open && (invite?.status === 'invited' || invite?.status === 'accepted'),
    quote: open && (invite?.status === 'accepted' || invite?.status === 'quoted'),
    pick: isBusiness && r.chosenFactoryId === null && anyQuote,
    rate: isBusiness && !r.ratedAt && buildBegun(r, now),
  };
}
