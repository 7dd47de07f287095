import { formatCents } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { tell, type NoticeText } from '../messages/notify.service.js';
import type { TaskRow } from './tasks.repository.js';

/**
 * The messages of docs/rules/messages.md for task events, in both languages. Each is
 * sent inside the transaction of its event (so it exists exactly when the
 * event does) and links to the task's page.
 */
type Live = Pick<AppContext, 'live'>;
type T = Pick<TaskRow, 'id' | 'title'>;

const link = (t: T) => `/orderDetail?id=${t.id}`;
const coins = (cents: number) => formatCents(cents);

async function send(db: Db, ctx: Live, memberIds: number | number[], t: T, text: Omit<NoticeText, 'link'>, now: Date) {
  for (const memberId of Array.isArray(memberIds) ? memberIds : [memberIds]) {
    await tell(db, ctx.live, memberId, now, { ...text, link: link(t) });
  }
}

/** The checkout's receipts to the paying business (modules/checkout sends them in its transaction). */
export const receipts = {
  paid: (t: TaskRow): NoticeText => ({
    kind: 'task.paid',
    zh: ['任务已发布', `“${t.title}”的预算 ${coins(t.cost)} 金币已托管，设计师现在可以报名了。`],
    en: ['Your task is live', `The budget of ${coins(t.cost)} coins for “${t.title}” is held in escrow; designers can sign up now.`],
    link: link(t),
  }),
  serviceBought: (t: TaskRow): NoticeText => ({
    kind: 'task.service_paid',
    zh: ['服务套餐已购买', `您购买了“${t.title}”，${coins(t.cost)} 金币已托管，设计师交付并经您验收后才会付给设计师。`],
    en: [
      'Service package bought',
      `You bought “${t.title}”; ${coins(t.cost)} coins are held in escrow and paid to the designer only once you accept the delivery.`,
    ],
    link: link(t),
  }),
};

export const notices = {
  signup: (db: Db, ctx: Live, t: TaskRow, designerName: string, now: Date) =>
    send(
      db,
      ctx,
      t.publisherId,
      t,
      {
        kind: 'task.signup',
        zh: ['收到新的报名', `设计师 ${designerName} 报名了“${t.title}”。`],
        en: ['New applicant', `Designer ${designerName} signed up for “${t.title}”.`],
      },
      now,
    ),

  selected: (db: Db, ctx: Live, t: TaskRow, designerId: number, now: Date) =>
    send(
      db,
      ctx,
      designerId,
      t,
      {
        kind: 'task.selected',
        zh: ['您被选中了', `企业选择了您来完成“${t.title}”，请按时交付设计。`],
        en: ['You were selected', `The business chose you for “${t.title}”. Please deliver by the due date.`],
      },
      now,
    ),

  notSelected: (db: Db, ctx: Live, t: TaskRow, designerIds: number[], now: Date) =>
    send(
      db,
      ctx,
      designerIds,
      t,
      {
        kind: 'task.not_selected',
        zh: ['未被选中', `“${t.title}”已选择了其他设计师，感谢您的报名。`],
        en: ['Not selected this time', `Another designer was chosen for “${t.title}”. Thank you for applying.`],
      },
      now,
    ),

  delivered: (db: Db, ctx: Live, t: TaskRow, version: number, now: Date) =>
    send(
      db,
      ctx,
      t.publisherId,
      t,
      {
        kind: 'task.delivered',
        zh: ['收到设计交付', `“${t.title}”收到第 ${version} 版设计，请在 7 天内验收或提出修改，逾期将自动验收。`],
        en: [
          'Design delivered',
          `Version ${version} of “${t.title}” was delivered. Please accept or ask for a revision within 7 days, or it is accepted automatically.`,
        ],
      },
      now,
    ),

  revision: (db: Db, ctx: Live, t: TaskRow, reason: string, now: Date) =>
    send(
      db,
      ctx,
      t.designerId!,
      t,
      {
        kind: 'task.revision',
        zh: ['企业要求修改', `“${t.title}”需要修改：${reason}`],
        en: ['Revision requested', `The business asked for changes to “${t.title}”: ${reason}`],
      },
      now,
    ),

  accepted: (db: Db, ctx: Live, t: TaskRow, net: number, auto: boolean, now: Date) =>
    send(
      db,
      ctx,
      t.designerId!,
      t,
      {
        kind: auto ? 'task.auto_accepted' : 'task.accepted',
        zh: [auto ? '设计已自动验收' : '设计已验收', `“${t.title}”已完成，${coins(net)} 金币（已扣除平台佣金）已转入您的余额。`],
        en: [
          auto ? 'Design accepted automatically' : 'Design accepted',
          `“${t.title}” is complete; ${coins(net)} coins (after commission) were added to your balance.`,
        ],
      },
      now,
    ),

  autoAcceptedPublisher: (db: Db, ctx: Live, t: TaskRow, now: Date) =>
    send(
      db,
      ctx,
      t.publisherId,
      t,
      {
        kind: 'task.auto_accepted',
        zh: ['设计已自动验收', `“${t.title}”的交付 7 天内未验收，已自动验收并向设计师付款。`],
        en: [
          'Design accepted automatically',
          `The delivery of “${t.title}” was not reviewed within 7 days, so it was accepted and the designer paid.`,
        ],
      },
      now,
    ),

  cancelled: async (db: Db, ctx: Live, t: TaskRow, applicants: number[], expired: boolean, now: Date) => {
    await send(
      db,
      ctx,
      t.publisherId,
      t,
      {
        kind: expired ? 'task.expired' : 'task.cancelled',
        zh: [
          expired ? '任务已过期取消' : '任务已取消',
          `“${t.title}”${expired ? '到截止日期仍未选择设计师，已自动取消' : '已取消'}，${coins(t.cost)} 金币已退回您的余额。`,
        ],
        en: [
          expired ? 'Task expired' : 'Task cancelled',
          `“${t.title}” ${expired ? 'reached its due date without a selected designer and was cancelled' : 'was cancelled'}; ${coins(t.cost)} coins were returned to your balance.`,
        ],
      },
      now,
    );
    await send(
      db,
      ctx,
      applicants,
      t,
      {
        kind: expired ? 'task.expired' : 'task.cancelled',
        zh: ['任务已取消', `您报名的“${t.title}”已取消。`],
        en: ['Task cancelled', `“${t.title}”, which you signed up for, was cancelled.`],
      },
      now,
    );
  },

  complaintOpened: (db: Db, ctx: Live, t: TaskRow, otherId: number, now: Date) =>
    send(
      db,
      ctx,
      otherId,
      t,
      {
        kind: 'complaint.opened',
        zh: ['任务被投诉', `“${t.title}”收到一条投诉，托管资金已冻结，等待平台处理。`],
        en: ['A complaint was filed', `A complaint was filed on “${t.title}”. The escrow is frozen until the platform decides.`],
      },
      now,
    ),

  complaintUpdate: (db: Db, ctx: Live, t: TaskRow, memberIds: number[], zh: string, en: string, now: Date) =>
    send(db, ctx, memberIds, t, { kind: 'complaint.update', zh: ['投诉进展', zh], en: ['Complaint update', en] }, now),

  complaintResolved: (db: Db, ctx: Live, t: TaskRow, memberIds: number[], zh: string, en: string, now: Date) =>
    send(db, ctx, memberIds, t, { kind: 'complaint.resolved', zh: ['投诉已处理', zh], en: ['Complaint decided', en] }, now),

  evaluated: (db: Db, ctx: Live, t: TaskRow, targetId: number, now: Date) =>
    send(
      db,
      ctx,
      targetId,
      t,
      {
        kind: 'evaluation.received',
        zh: ['收到评价', `对方评价了“${t.title}”。双方都评价后或完成 14 天后公开。`],
        en: ['You were evaluated', `The other side evaluated “${t.title}”. It is shown once both have written or 14 days after completion.`],
      },
      now,
    ),
  /** a business bought one of the designer's service packages: the task is theirs at once */
  serviceBought: (db: Db, ctx: Live, t: TaskRow, buyerName: string, now: Date) =>
    send(
      db,
      ctx,
      t.designerId!,
      t,
      {
        kind: 'task.service_bought',
        zh: ['您的服务套餐被购买了', `${buyerName} 购买了“${t.title}”，${coins(t.cost)} 金币已托管，请在截止日期前交付设计。`],
        en: [
          'Your service was bought',
          `${buyerName} bought “${t.title}”; ${coins(t.cost)} coins are held in escrow. Please deliver by the due date.`,
        ],
      },
      now,
    ),
};
