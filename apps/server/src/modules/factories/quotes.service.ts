import type { z } from 'zod';
import type { factories as contract, Lang, Page } from '@boothhub/shared';
import { formatCents, pageOffset, shanghaiMinute } from '@boothhub/shared';
import { parseDueDate } from '@boothhub/shared/contracts/tasks';
import type { FactoryCapability, InboxItem, QuoteRequestDetail } from '@boothhub/shared/contracts/factories';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberByCardno, findMemberById } from '../accounts/members.service.js';
import { findFile, privateFileLink, publicFileUrlOrNull } from '../files/files.service.js';
import { tell } from '../messages/notify.service.js';
import { deliveredModelFacts, deliveriesOf, findTask, lockTask, openModelPreview } from '../tasks/tasks.service.js';
import { assertFactory, assertOpen, canOf, maySeeFiles, requestStatus } from './factories.policy.js';
import * as repo from './factories.repository.js';
import { bookForQuote, followPick } from './crews.service.js';
import { buildFacts, windowOfRequest } from './quotes.build.js';

/** the most factories a request sent to a city reaches */
const CITY_INVITES_MAX = 200;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** where a request's 3D design file is streamed for the viewer (quotes.model.ts) */
export const quoteModelUrl = (requestId: number, fileId: string) => `/api/Quote/model/${requestId}/${fileId}`;

/**
 * GET /api/Quote/model/:id/:fileId — the preview glb of a 3D file of a request's design, for whoever may see its
 * files (the business; a factory that accepted to quote or quoted): the factory sees the design in the viewer, not
 * only as a download (issue 32 item 4). Anyone else: QUOTE_REQUEST_NOT_FOUND; a file not of the request or not a
 * delivered model: FILE_NOT_FOUND.
 */
export async function openQuoteModel(ctx: AppContext, viewer: Viewer, id: number, fileId: string) {
  const r = await repo.findRequest(ctx.db, id);
  if (!r) throw new AppError('QUOTE_REQUEST_NOT_FOUND');
  const isBusiness = r.businessId === viewer.id;
  const invite = isBusiness ? undefined : await repo.findInvite(ctx.db, r.id, viewer.id);
  if (!maySeeFiles(isBusiness, invite)) throw new AppError('QUOTE_REQUEST_NOT_FOUND');
  if (!r.files.includes(fileId)) throw new AppError('FILE_NOT_FOUND');
  return openModelPreview(ctx, r.taskId, fileId);
}

/** The request as the viewer may see it: the business sees every quote, a factory its own row. */
async function detailFor(ctx: AppContext, db: Db, viewer: Viewer, r: repo.RequestRow, lang: Lang): Promise<QuoteRequestDetail> {
  const now = ctx.now();
  const isBusiness = r.businessId === viewer.id;
  const mine = isBusiness ? undefined : await repo.findInvite(db, r.id, viewer.id);
  if (!isBusiness && !mine) throw new AppError('QUOTE_REQUEST_NOT_FOUND');
  const [rows, business] = await Promise.all([repo.invitesOf(db, r.id, isBusiness ? undefined : viewer.id), findMemberById(db, r.businessId)]);
  let files: QuoteRequestDetail['files'] = null;
  if (maySeeFiles(isBusiness, mine)) {
    files = [];
    const models = await deliveredModelFacts(db, r.taskId, r.files);
    for (const fileId of r.files) {
      const f = await findFile(db, fileId);
      const m = models.get(fileId);
      if (f)
        files.push({
          fileId,
          name: f.name,
          url: await privateFileLink(ctx, fileId),
          ...(m ? { model: { preview: quoteModelUrl(r.id, fileId), ...m } } : {}),
        });
    }
  }
  // who won is the business's and the winner's to know; the other factories see only that they were not chosen
  const chosenRow = r.chosenFactoryId === null ? undefined : rows.find((x) => x.invite.factoryId === r.chosenFactoryId);
  const chosen = isBusiness || r.chosenFactoryId === viewer.id ? (chosenRow?.cardno ?? null) : null;
  // the business calls the factory it chose: its phone is the business's to see once chosen, nobody else's
  const chosenMember = isBusiness && r.chosenFactoryId !== null ? await findMemberById(db, r.chosenFactoryId) : undefined;
  const chosenContact = chosenMember ? { companyName: chosenRow?.companyName ?? '', phone: chosenMember.phone } : null;
  const build = await buildFacts(db, lang, viewer.id, r, isBusiness, mine, chosenRow?.companyName ?? chosenRow?.cardno ?? '');
  return {
    id: r.id,
    taskId: r.taskId,
    taskTitle: r.taskTitle,
    business: { cardno: business?.cardno ?? '', nickname: business?.nickname ?? '', userlogo: publicFileUrlOrNull(business?.userlogo) },
    city: r.city,
    sdate: r.sdate,
    edate: r.edate,
    sizes: r.sizes,
    plaza: r.plaza,
    capabilities: r.capabilities as FactoryCapability[],
    notes: r.notes,
    deadline: r.deadline.toISOString(),
    status: requestStatus(r, now),
    createdAt: r.createdAt.toISOString(),
    fileCount: r.files.length,
    files,
    quotes: rows.map((x) => ({
      cardno: x.cardno,
      companyName: x.companyName ?? '',
      companyNameEn: x.companyNameEn,
      userlogo: publicFileUrlOrNull(x.userlogo),
      city: x.city ?? '',
      status: x.invite.status as QuoteRequestDetail['quotes'][number]['status'],
      price: x.invite.price,
      buildDays: x.invite.buildDays,
      schedule: x.invite.schedule,
      notes: x.invite.notes,
      quotedAt: iso(x.invite.quotedAt),
      result: r.chosenFactoryId === null ? null : x.invite.factoryId === r.chosenFactoryId ? 'chosen' : 'lost',
    })),
    chosen,
    chosenContact,
    ...build,
    // the rating is the business's and the rated factory's to see here (the factory's page shows it to everyone)
    rating:
      r.ratedAt && (isBusiness || r.chosenFactoryId === viewer.id)
        ? {
            quality: r.rateQuality!,
            punctuality: r.rateTime!,
            service: r.rateService!,
            comment: r.rateComment ?? '',
            ratedAt: r.ratedAt.toISOString(),
          }
        : null,
    can: canOf(
      r,
      isBusiness,
      mine,
      rows.some((x) => x.invite.status === 'quoted'),
      now,
    ),
  };
}

/**
 * The tasks a business may ask build quotes for (decision 070): a booth brief once published (recruiting, or being
 * designed) and an accepted design (completed); never a draft, a cancelled or a disputed task.
 */
const QUOTABLE = new Set(['recruiting', 'in_progress', 'delivered', 'completed']);

/** Quote/requestCreate (docs/rules/factories.md "Build quotes"). */
export async function createRequest(ctx: AppContext, viewer: Viewer, body: z.output<typeof contract.quoteRequestCreate.body>) {
  const now = ctx.now();
  const deadline = parseDueDate(body.deadline)!;
  if (deadline.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', { field: 'deadline', reason: 'must be in the future' }, { field: 'deadline' });
  return ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, body.taskId);
    if (task.publisherId !== viewer.id) throw new AppError(task.status === 'unpaid' ? 'TASK_NOT_FOUND' : 'FORBIDDEN');
    if (!QUOTABLE.has(task.status)) throw new AppError('QUOTE_TASK_NOT_COMPLETED', { state: task.status });
    const earlier = await repo.requestsOfTask(tx, task.id);
    if (earlier.some((r) => requestStatus(r, now) !== 'closed')) throw new AppError('QUOTE_REQUEST_EXISTS');
    // an accepted design sends its final delivery; a booth brief still being designed sends the brief's files
    const [finalDesign] = task.status === 'completed' ? await deliveriesOf(tx, task.id) : [];
    const city = body.city ?? task.city;
    const capabilities = [...new Set(body.capabilities)].sort();
    let factoryIds: number[];
    if (body.factories) {
      const wanted = [...new Set(body.factories)];
      const found = await repo.listedByCardnos(tx, wanted);
      if (found.length !== wanted.length) throw new AppError('FACTORY_NOT_FOUND');
      factoryIds = found.map((f) => f.id);
    } else {
      factoryIds = await repo.listedInCity(tx, city, capabilities, CITY_INVITES_MAX);
    }
    if (!factoryIds.length) throw new AppError('QUOTE_NO_FACTORIES');
    const request = await repo.insertRequest(tx, {
      taskId: task.id,
      businessId: viewer.id,
      taskTitle: task.title,
      city,
      sdate: body.sdate ?? task.sdate,
      edate: body.edate ?? task.edate,
      sizes: body.sizes ?? task.sizes,
      plaza: task.plaza,
      capabilities,
      notes: body.notes,
      files: task.status === 'completed' ? (finalDesign?.files ?? []) : task.attach,
      deadline,
      createdAt: now,
    });
    await repo.insertInvites(tx, request.id, factoryIds, now);
    for (const factoryId of factoryIds) {
      await tell(tx, ctx.live, factoryId, now, {
        kind: 'quote.invited',
        zh: ['新的搭建报价邀请', `“${task.title}”邀请您为展台搭建报价，截止时间 ${shanghaiMinute(deadline)}（北京时间）。`],
        en: [
          'New request for a build quote',
          `“${task.title}” asks you for a build quote; answers close ${shanghaiMinute(deadline)} (Beijing time).`,
        ],
        link: `/personalCenter/quoteRequests?id=${request.id}`,
      });
    }
    return { id: request.id, invited: factoryIds.length };
  });
}

/** Quote/taskRequests: the task's business sees its requests with the quotes side by side. */
export async function taskRequests(ctx: AppContext, viewer: Viewer, taskId: number, lang: Lang = 'zh-CN') {
  const task = await findTask(ctx.db, taskId);
  if (!task || (task.status === 'unpaid' && task.publisherId !== viewer.id)) throw new AppError('TASK_NOT_FOUND');
  if (task.publisherId !== viewer.id) throw new AppError('FORBIDDEN');
  const rows = await repo.requestsOfTask(ctx.db, taskId);
  const listItem = [];
  for (const r of rows) listItem.push(await detailFor(ctx, ctx.db, viewer, r, lang));
  return { listItem };
}

/** Quote/requestInfo. */
export async function requestInfo(ctx: AppContext, viewer: Viewer, id: number, lang: Lang = 'zh-CN') {
  const r = await repo.findRequest(ctx.db, id);
  if (!r) throw new AppError('QUOTE_REQUEST_NOT_FOUND');
  return detailFor(ctx, ctx.db, viewer, r, lang);
}

/** Quote/inbox: a factory's requests. */
export async function inbox(ctx: AppContext, viewer: Viewer, q: { page: number; pageSize: number }): Promise<Page<InboxItem>> {
  assertFactory(viewer);
  const now = ctx.now();
  const { rows, total } = await repo.inboxOf(ctx.db, viewer.id, q.pageSize, pageOffset(q));
  return {
    listItem: rows.map(({ invite, request: r, business }) => ({
      id: r.id,
      taskTitle: r.taskTitle,
      city: r.city,
      sdate: r.sdate,
      edate: r.edate,
      sizes: r.sizes,
      plaza: r.plaza,
      deadline: r.deadline.toISOString(),
      requestStatus: requestStatus(r, now),
      status: invite.status as InboxItem['status'],
      price: invite.price,
      result: r.chosenFactoryId === null ? null : r.chosenFactoryId === viewer.id ? 'chosen' : 'lost',
      createdAt: r.createdAt.toISOString(),
      business: { ...business, userlogo: publicFileUrlOrNull(business.userlogo) },
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A factory's change to its invite, with the request locked (so a pick and a quote never cross). */
async function asInvitedFactory<T>(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  change: (tx: Db, r: repo.RequestRow, invite: repo.InviteRow, now: Date) => Promise<T>,
  lang: Lang = 'zh-CN',
) {
  assertFactory(viewer);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRequest(tx, id);
    const invite = r && (await repo.findInvite(tx, r.id, viewer.id));
    if (!r || !invite) throw new AppError('QUOTE_REQUEST_NOT_FOUND');
    await change(tx, r, invite, now);
  });
  // after the commit: signed links read the signing key through ctx.db
  return requestInfo(ctx, viewer, id, lang);
}

/** Quote/accept: idempotent; the design files are shown from now on. */
export const acceptToQuote = (ctx: AppContext, viewer: Viewer, id: number) =>
  asInvitedFactory(ctx, viewer, id, async (tx, r, invite, now) => {
    if (invite.status === 'accepted' || invite.status === 'quoted') return;
    assertOpen(r, now);
    if (invite.status === 'declined') throw new AppError('QUOTE_DECLINED');
    await repo.updateInvite(tx, invite.id, { status: 'accepted', acceptedAt: now, updatedAt: now });
  });

/** Quote/decline: before quoting; idempotent. */
export const declineToQuote = (ctx: AppContext, viewer: Viewer, id: number) =>
  asInvitedFactory(ctx, viewer, id, async (tx, r, invite, now) => {
    if (invite.status === 'declined') return;
    assertOpen(r, now);
    if (invite.status === 'quoted') throw new AppError('QUOTE_ALREADY_QUOTED');
    await repo.updateInvite(tx, invite.id, { status: 'declined', updatedAt: now });
  });

/** Quote/submit: after accepting, before the deadline and the pick; a second answer revises the first. */
export const submitQuote = (ctx: AppContext, viewer: Viewer, body: z.output<typeof contract.quoteSubmit.body>, lang: Lang = 'zh-CN') =>
  asInvitedFactory(
    ctx,
    viewer,
    body.id,
    async (tx, r, invite, now) => {
      assertOpen(r, now);
      if (invite.status === 'declined') throw new AppError('QUOTE_DECLINED');
      if (invite.status === 'invited') throw new AppError('QUOTE_ACCEPT_FIRST');
      await repo.updateInvite(tx, invite.id, {
        status: 'quoted',
        price: body.price,
        buildDays: body.buildDays,
        schedule: body.schedule,
        notes: body.notes,
        quotedAt: now,
        updatedAt: now,
      });
      // the crew days follow the quote in its transaction: a revision frees the earlier ones (decision 079)
      if (body.crewDays)
        await bookForQuote(tx, {
          factoryId: viewer.id,
          requestId: r.id,
          inviteId: invite.id,
          window: await windowOfRequest(tx, lang, r),
          days: body.crewDays,
          now,
        });
      const profile = await repo.findProfile(tx, viewer.id);
      const name = profile?.companyName ?? viewer.cardno;
      const revised = invite.status === 'quoted';
      await tell(tx, ctx.live, r.businessId, now, {
        kind: 'quote.received',
        zh: [
          revised ? '工厂修改了搭建报价' : '收到新的搭建报价',
          `${name} 为“${r.taskTitle}”报价 ${formatCents(body.price)} 元，工期 ${body.buildDays} 天。`,
        ],
        en: [
          revised ? 'A build quote was revised' : 'New build quote',
          `${name} quoted ${formatCents(body.price)} CNY and ${body.buildDays} days for “${r.taskTitle}”.`,
        ],
        link: `/orderDetail?id=${r.taskId}`,
      });
    },
    lang,
  );

/** Quote/pick: the business chooses one quoted factory, once; every invited factory and the business are told. */
export async function pickQuote(ctx: AppContext, viewer: Viewer, body: { id: number; cardno: string }, lang: Lang = 'zh-CN') {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRequest(tx, body.id);
    if (!r || r.businessId !== viewer.id) throw new AppError('QUOTE_REQUEST_NOT_FOUND');
    if (r.chosenFactoryId !== null) throw new AppError('QUOTE_ALREADY_PICKED');
    const factory = await findMemberByCardno(tx, body.cardno);
    const invite = factory && (await repo.findInvite(tx, r.id, factory.id));
    if (!factory || !invite) throw new AppError('FACTORY_NOT_FOUND');
    if (invite.status !== 'quoted') throw new AppError('QUOTE_NOT_SUBMITTED');
    const picked = await repo.pickOnce(tx, r.id, factory.id, now);
    if (!picked) throw new AppError('QUOTE_ALREADY_PICKED');
    await followPick(tx, r.id, factory.id, now);
    const rows = await repo.invitesOf(tx, r.id);
    const winner = rows.find((x) => x.invite.factoryId === factory.id)!;
    const winnerName = winner.companyName ?? factory.cardno;
    for (const x of rows) {
      const won = x.invite.factoryId === factory.id;
      await tell(
        tx,
        ctx.live,
        x.invite.factoryId,
        now,
        won
          ? {
              kind: 'quote.chosen',
              zh: ['您的搭建报价已被选中', `“${r.taskTitle}”选择了您的报价 ${formatCents(winner.invite.price!)} 元，请与企业联系安排搭建。`],
              en: [
                'Your build quote was chosen',
                `“${r.taskTitle}” chose your quote of ${formatCents(winner.invite.price!)} CNY. Please contact the business to arrange the build.`,
              ],
              link: `/personalCenter/quoteRequests?id=${r.id}`,
            }
          : {
              kind: 'quote.lost',
              zh: ['搭建报价未被选中', `“${r.taskTitle}”已选择其他工厂，感谢您的参与。`],
              en: ['Another build quote was chosen', `“${r.taskTitle}” chose another factory. Thank you for taking part.`],
              link: `/personalCenter/quoteRequests?id=${r.id}`,
            },
      );
    }
    await tell(tx, ctx.live, r.businessId, now, {
      kind: 'quote.picked',
      zh: ['已选定搭建工厂', `您已为“${r.taskTitle}”选定 ${winnerName}，报价 ${formatCents(winner.invite.price!)} 元。搭建费用在平台外结算。`],
      en: [
        'Build factory chosen',
        `You chose ${winnerName} for “${r.taskTitle}” at ${formatCents(winner.invite.price!)} CNY. The build is paid outside BoothHub.`,
      ],
      link: `/orderDetail?id=${r.taskId}`,
    });
  });
  return requestInfo(ctx, viewer, body.id, lang);
}
