import type { FactoryDetail } from '@boothhub/shared/contracts/factories';
import { shanghaiDay } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { AppError } from '../../platform/app-error.js';
import { tell } from '../messages/notify.service.js';
import { assertMayRate } from './factories.policy.js';
import * as repo from './factories.repository.js';
import { requestInfo } from './quotes.service.js';

/** how many of a factory's builds its page lists */
export const FACTORY_BUILDS_SHOWN = 6;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Quote/rate (docs/rules/factories.md "Ratings"): once the chosen factory has built the stand (the show has begun),
 * the business gives it stars for quality, punctuality and service and a comment, once — a conditional update, so two
 * tries at once rate once. The factory is told; its page shows the averages and the build.
 */
export async function rateFactory(ctx: AppContext, viewer: Viewer, body: repo.Rating & { id: number }) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRequest(tx, body.id);
    if (!r) throw new AppError('QUOTE_REQUEST_NOT_FOUND');
    assertMayRate(r, r.businessId === viewer.id, now);
    const rated = await repo.rateOnce(tx, r.id, { ...body, comment: body.comment.trim() }, now);
    if (!rated) throw new AppError('QUOTE_ALREADY_RATED');
    const stars = oneDecimal((body.quality + body.punctuality + body.service) / 3);
    await tell(tx, ctx.live, r.chosenFactoryId!, now, {
      kind: 'quote.rated',
      zh: ['企业评价了您的搭建', `“${r.taskTitle}”的搭建获得 ${stars} 星评价。`],
      en: ['A business rated your build', `The build for “${r.taskTitle}” was rated ${stars} stars.`],
      link: `/personalCenter/quoteRequests?id=${r.id}`,
    });
  });
  return requestInfo(ctx, viewer, body.id);
}

/** A factory's record for its public page: the averages of its ratings and its latest builds. */
export async function factoryRecord(ctx: AppContext, db: Db, factoryId: number): Promise<Pick<FactoryDetail, 'ratings' | 'builds' | 'buildCount'>> {
  const [ratings, builds] = await Promise.all([
    repo.ratingsOf(db, factoryId),
    repo.buildsOf(db, factoryId, shanghaiDay(ctx.now()), FACTORY_BUILDS_SHOWN),
  ]);
  return {
    ratings: ratings.count
      ? {
          count: ratings.count,
          quality: oneDecimal(ratings.quality ?? 0),
          punctuality: oneDecimal(ratings.punctuality ?? 0),
          service: oneDecimal(ratings.service ?? 0),
        }
      : null,
    builds: builds.rows.map((r) => ({
      title: r.taskTitle,
      city: r.city,
      sdate: r.sdate,
      edate: r.edate,
      stars: r.ratedAt ? oneDecimal((r.rateQuality! + r.rateTime! + r.rateService!) / 3) : null,
      comment: r.rateComment || null,
    })),
    buildCount: builds.total,
  };
}
