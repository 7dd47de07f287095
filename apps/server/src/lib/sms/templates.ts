/**
 * The one table of SMS templates (decision 073). China's gateways send only templates the operator registered and
 * had approved, so every SMS BoothHub sends is one of these: a key, its text (as registered, in Chinese; the gateway
 * puts the sign name 【…】 in front) and its parameters in order. SMS_TEMPLATES maps each key to the id the gateway
 * gave the template; docs/operations.md lists them for the operator. Aliyun templates name their parameters
 * (`${code}`); Tencent numbers them (`{1}`, in the order of `params`) — `tencentText` writes that form.
 *
 * Keys: `code` and `phone_taken` for login/registration codes (modules/accounts), and one per kind of event that
 * may go by SMS (modules/notifications); a kind with no template here is never sent by SMS.
 */
export interface SmsTemplate {
  /** the text to register, `${name}` where a parameter goes */
  text: string;
  /** the parameters, in Tencent's order */
  params: readonly SmsParam[];
}

/**
 * What a template can carry. `code`: the 6 digits. `action`: what was tried with a taken phone (注册 / 绑定).
 * `title`: the thing the event is about (a task's title), shortened to TITLE_MAX characters. `path`: the page on the
 * site (`/orderDetail?id=12`); the template text holds the site's address before it, as gateways want links fixed.
 */
export type SmsParam = 'code' | 'action' | 'title' | 'path';

/** gateways limit a parameter's length (Tencent: 12 characters for text): a longer title ends in … */
export const TITLE_MAX = 12;

export const smsTemplates = {
  code: { text: '您的验证码是${code}，5分钟内有效。请勿告诉他人。', params: ['code'] },
  phone_taken: {
    text: '有人尝试用您的手机号${action}BoothHub账号。该号码已属于您的账号，无需操作；如非本人操作请忽略。',
    params: ['action'],
  },
  'task.selected': { text: '您已被选中承接“${title}”，请按时交付设计。详情：boothhub.cn${path}', params: ['title', 'path'] },
  'task.delivered': { text: '“${title}”收到新的设计交付，请在7天内验收或提出修改。详情：boothhub.cn${path}', params: ['title', 'path'] },
  'task.accepted': { text: '“${title}”的设计已验收，金币已转入您的余额。详情：boothhub.cn${path}', params: ['title', 'path'] },
  'task.auto_accepted': { text: '“${title}”的设计已自动验收。详情：boothhub.cn${path}', params: ['title', 'path'] },
  'task.not_selected': { text: '“${title}”已选择了其他设计师，感谢您的报名。', params: ['title'] },
  'task.revision': { text: '“${title}”需要修改，请查看修改意见。详情：boothhub.cn${path}', params: ['title', 'path'] },
  'task.auto_accept_soon': {
    text: '“${title}”的交付将在24小时后自动验收，请及时验收或提出修改。详情：boothhub.cn${path}',
    params: ['title', 'path'],
  },
  'task.due_soon': { text: '“${title}”的设计将在24小时内到期，请按时交付。详情：boothhub.cn${path}', params: ['title', 'path'] },
  'task.matched': { text: '您保存的搜索“${title}”有新任务。详情：boothhub.cn${path}', params: ['title', 'path'] },
  'quote.invited': { text: '“${title}”邀请您为展台搭建报价。详情：boothhub.cn${path}', params: ['title', 'path'] },
  'quote.received': { text: '“${title}”收到新的搭建报价。详情：boothhub.cn${path}', params: ['title', 'path'] },
  // the complaint's text names no task and may quote the admin's reason: the path only
  'complaint.resolved': { text: '您参与的任务投诉已处理，结果请登录BoothHub查看。详情：boothhub.cn${path}', params: ['path'] },
  'model.approved': { text: '您上传的模型“${title}”已通过审核，现已公开。', params: ['title'] },
  'model.rejected': { text: '您上传的模型“${title}”未通过审核，原因请登录BoothHub查看。', params: ['title'] },
  'recharge.paid': { text: '您的充值已到账，可登录BoothHub查看余额。', params: [] },
  'withdraw.paid': { text: '您的提现已打款，请留意到账。', params: [] },
  'withdraw.rejected': { text: '您的提现被驳回，金币已退回可用余额，原因请登录BoothHub查看。', params: [] },
  'task.chat': { text: '您有一条新的任务沟通消息。详情：boothhub.cn${path}', params: ['path'] },
  'paycode.changed': { text: '您的支付密码已修改。如非本人操作，请立即修改登录密码。', params: [] },
  'account.new_login': { text: '您的账号刚在新设备上登录。如非本人操作，请立即修改密码。', params: [] },
  'account.password_changed': { text: '您的登录密码已修改。如非本人操作，请立即重置密码。', params: [] },
  'account.phone_changed': { text: '您的登录手机号已更换。如非本人操作，请立即联系客服。', params: [] },
} as const satisfies Record<string, SmsTemplate>;

export type SmsTemplateKey = keyof typeof smsTemplates;
export const smsTemplateKeys = Object.keys(smsTemplates) as SmsTemplateKey[];

export const isSmsTemplateKey = (key: string): key is SmsTemplateKey => Object.hasOwn(smsTemplates, key);

/** Tencent's form of a template's text: its parameters numbered in order. */
export function tencentText(key: SmsTemplateKey): string {
  const t: SmsTemplate = smsTemplates[key];
  return t.text.replace(/\$\{(\w+)\}/g, (_m, name: SmsParam) => `{${t.params.indexOf(name) + 1}}`);
}

/** A title as a parameter: at most TITLE_MAX characters (code points, so no character is cut in half). */
export function shortTitle(title: string): string {
  const chars = [...title.trim()];
  return chars.length <= TITLE_MAX ? chars.join('') : `${chars.slice(0, TITLE_MAX - 1).join('')}…`;
}

/** A template's parameters from what is known, in its order (missing ones are empty). */
export function templateParams(key: SmsTemplateKey, known: Partial<Record<SmsParam, string>>): Array<[SmsParam, string]> {
  const t: SmsTemplate = smsTemplates[key];
  return t.params.map((p) => [p, known[p] ?? '']);
}
