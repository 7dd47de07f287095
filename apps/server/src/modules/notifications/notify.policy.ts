import { notifyKinds, securityKinds, type NotifyKind, type OffsiteChannel } from '@boothhub/shared/contracts/notifications';

/**
 * The rules of off-site notifications (docs/rules/messages.md): which kinds go off-site, a new member's defaults,
 * quiet hours in Asia/Shanghai, the back-off between tries, and when the daily digest goes.
 */

export const isOffsiteKind = (kind: string): kind is NotifyKind => (notifyKinds as readonly string[]).includes(kind);
export const isSecurityKind = (kind: string) => (securityKinds as readonly string[]).includes(kind);

/** kinds a member must switch on themselves (the rest are on for every role until switched off) */
const OFF_BY_DEFAULT: readonly NotifyKind[] = ['task.chat', 'message.direct'];

/** kinds that go by SMS until switched off: the ones that ask the member to act within a day or so (the rest on request) */
const SMS_BY_DEFAULT: readonly NotifyKind[] = ['task.selected', 'task.delivered', 'task.auto_accept_soon', 'task.due_soon'];

/** The channels of a kind for a member who never chose: e-mail for everything but task conversation messages, SMS for a few. */
export function defaultChannels(kind: NotifyKind): OffsiteChannel[] {
  if (OFF_BY_DEFAULT.includes(kind)) return [];
  return SMS_BY_DEFAULT.includes(kind) ? ['email', 'sms'] : ['email'];
}

/** The member's channels for a kind: security kinds always on every channel. */
export function channelsFor(kind: NotifyKind, chosen: Record<string, string[]>, available: readonly OffsiteChannel[]): OffsiteChannel[] {
  if (isSecurityKind(kind)) return [...available];
  const picked = chosen[kind] ?? defaultChannels(kind);
  return available.filter((c) => picked.includes(c));
}

/** Asia/Shanghai has no daylight saving: UTC+8 all year. */
const SHANGHAI_OFFSET_MIN = 8 * 60;
const DAY_MIN = 24 * 60;
const MIN_MS = 60_000;

const shanghaiMinute = (at: Date) => Math.floor((at.getTime() / MIN_MS + SHANGHAI_OFFSET_MIN) % DAY_MIN);

/** The next moment at or after `at` whose Shanghai time of day is `minute` (minutes after midnight). */
export function nextShanghaiTime(at: Date, minute: number): Date {
  const start = Math.floor(at.getTime() / MIN_MS) * MIN_MS;
  const wait = (minute - shanghaiMinute(at) + DAY_MIN) % DAY_MIN;
  const next = new Date(start + wait * MIN_MS);
  return next < at ? new Date(next.getTime() + DAY_MIN * MIN_MS) : next;
}

export interface Quiet {
  on: boolean;
  start: number;
  end: number;
}

/** When a non-urgent send made at `at` may go: at once, or at the end of the quiet hours it falls in. */
export function afterQuietHours(at: Date, quiet: Quiet): Date {
  if (!quiet.on || quiet.start === quiet.end) return at;
  const m = shanghaiMinute(at);
  const inside = quiet.start < quiet.end ? m >= quiet.start && m < quiet.end : m >= quiet.start || m < quiet.end;
  return inside ? nextShanghaiTime(at, quiet.end) : at;
}

/** SMS wake people: a member who set no quiet hours gets none between 22:00 and 08:00 Asia/Shanghai */
export const SMS_QUIET: Quiet = { on: true, start: 22 * 60, end: 8 * 60 };

/** The quiet hours of a channel: the member's when switched on; for SMS the default ones otherwise. */
export const quietFor = (channel: OffsiteChannel, member: Quiet): Quiet => (member.on || channel !== 'sms' ? member : SMS_QUIET);

/** the daily digest leaves at 09:00 Asia/Shanghai */
export const DIGEST_MINUTE = 9 * 60;

/** Wait before try n+1 after n failed tries: 30 s, 1 min, 2 min … at most an hour. */
export const backoffMs = (failedTries: number) => Math.min(60 * MIN_MS, 30_000 * 2 ** Math.max(0, failedTries - 1));

export const clockText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
export const clockMinute = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
