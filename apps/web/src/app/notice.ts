import type { App as AntApp } from 'antd';

/**
 * The app's toasts and notifications, usable from any page and from code outside React (the request helper), without
 * loading antd: the landing page does not load it (docs/decisions/042). antd's message and notification holders live in
 * ONE place that outlives every page (`app/antd/NoticeHolder.tsx`, rendered beside the router once it is wanted), so a
 * toast said just before a navigation stays on screen. Calls made before that chunk is here wait for it.
 */
type AppApi = ReturnType<typeof AntApp.useApp>;
type Holder = Pick<AppApi, 'message' | 'notification'>;

/** docs/rules/web-client.md: a notice closes itself after 1.5 s (success confirmations); error toasts stay 3 s. */
export const NOTICE_SECONDS = 1.5;

let holder: Holder | null = null;
let wanted = false;
const waiting: ((h: Holder) => void)[] = [];
const listeners = new Set<() => void>();

/** From now on the app renders the holder (its chunk brings antd). Pages that show antd call this as they mount. */
export function wantNoticeHolder() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

export const noticeHolderWanted = () => wanted;

export function subscribeNoticeHolder(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called by the holder with antd's instances once it is mounted (and with null when it unmounts). */
export function setNoticeHolder(next: Holder | null) {
  holder = next;
  if (next) waiting.splice(0).forEach((f) => f(next));
}

function withHolder(f: (h: Holder) => void) {
  if (holder) f(holder);
  else {
    waiting.push(f);
    wantNoticeHolder();
  }
}

/**
 * An object with the methods of antd's instance `part` that forwards every call to the holder's instance. Calls return
 * nothing (antd's return values are not used: a toast is closed by its key).
 */
function forwarder<K extends keyof Holder>(part: K): Holder[K] {
  return new Proxy({} as Holder[K], {
    get:
      (_target, name) =>
      (...args: unknown[]) =>
        withHolder((h) => (h[part] as unknown as Record<string | symbol, (...a: unknown[]) => unknown>)[name]!(...args)),
  });
}

/** antd's `message` (toasts), the app's one instance. */
export const message = forwarder('message');
/** antd's `notification`, the app's one instance. */
export const notification = forwarder('notification');

const notice = {
  success: (text: string) => void message.success(text, NOTICE_SECONDS),
  info: (text: string) => void message.info(text, NOTICE_SECONDS),
};

/** The short confirmations of docs/rules/web-client.md (1.5 s). */
export function useNotice() {
  return notice;
}
