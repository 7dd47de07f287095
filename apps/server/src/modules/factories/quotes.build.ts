import type { Lang } from '@boothhub/shared';
import type { QuoteRequestDetail } from '@boothhub/shared/contracts/factories';
import type { Db } from '../../db/client.js';
import { buildWindowOf } from '../exhibitions/schedule.service.js';
import { findTask } from '../tasks/tasks.service.js';
import { buildSlotOf, quoteBookings } from './crews.service.js';
import type { InviteRow, RequestRow } from './factories.repository.js';

/** The show's move-in window for a request's booth: its task's exhibition and plot (decision 079). */
export async function windowOfRequest(db: Db, lang: Lang, r: Pick<RequestRow, 'taskId'>) {
  const task = await findTask(db, r.taskId);
  return buildWindowOf(db, lang, task?.groupid ?? null, task?.plotId ?? null);
}

/**
 * What a request's detail says of its build (decision 079): a factory that may quote sees the move-in window and
 * its own bookings; the business and the chosen factory see the chosen build slot once a quote is chosen.
 */
export async function buildFacts(
  db: Db,
  lang: Lang,
  viewerId: number,
  r: RequestRow,
  isBusiness: boolean,
  mine: Pick<InviteRow, 'status'> | undefined,
  chosenName: string,
): Promise<Pick<QuoteRequestDetail, 'buildWindow' | 'bookings' | 'buildSlot'>> {
  const out: Pick<QuoteRequestDetail, 'buildWindow' | 'bookings' | 'buildSlot'> = {};
  if (mine?.status === 'accepted' || mine?.status === 'quoted') {
    out.buildWindow = await windowOfRequest(db, lang, r);
    out.bookings = await quoteBookings(db, lang, r.id, viewerId);
  }
  if (r.chosenFactoryId !== null && (isBusiness || r.chosenFactoryId === viewerId))
    out.buildSlot = await buildSlotOf(db, r.id, r.chosenFactoryId, chosenName);
  return out;
}
