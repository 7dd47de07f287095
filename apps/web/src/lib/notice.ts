import type { ReactNode } from 'react';

/**
 * The app's toasts and notifications, usable from any page and from code outside React (the request helper), in
 * plain markup (decision 052). The store lives here, outside React, so a toast said
 * just before a navigation stays on screen; `app/Toasts.tsx`, rendered once beside the router, draws it.
 * docs/rules/web-client.md: a toast closes itself after 3 s, at most 3 at a time; a notification after 4.5 s, top right.
 */

/** docs/rules/web-client.md: a notice closes itself after 1.5 s (success confirmations); error toasts stay 3 s. */
export const NOTICE_SECONDS = 1.5;
const MESSAGE_SECONDS = 3;
const MESSAGE_MAX = 3;
const NOTIFICATION_SECONDS = 4.5;

export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading';
export interface Toast {
  key: string;
  /** a short toast at the top, or a notification with a title at the top right */
  kind: 'message' | 'notification';
  type: ToastType;
  content: ReactNode;
  title?: ReactNode;
}

let toasts: readonly Toast[] = [];
let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

export const getToasts = () => toasts;
export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
function set(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

function close(key?: string) {
  const gone = key === undefined ? toasts : toasts.filter((t) => t.key === key);
  for (const t of gone) {
    clearTimeout(timers.get(t.key));
    timers.delete(t.key);
  }
  if (gone.length) set(toasts.filter((t) => !gone.includes(t)));
}

/** Shows `toast` (replacing the one with its key in place) for `seconds` (0: until closed). */
function show(toast: Omit<Toast, 'key'> & { key?: string }, seconds: number) {
  const key = toast.key ?? `toast-${++counter}`;
  clearTimeout(timers.get(key));
  const entry: Toast = { ...toast, key };
  const at = toasts.findIndex((t) => t.key === key);
  let next = at >= 0 ? toasts.map((t, i) => (i === at ? entry : t)) : [...toasts, entry];
  if (toast.kind === 'message') {
    const messages = next.filter((t) => t.kind === 'message');
    const dropped = messages.slice(0, Math.max(0, messages.length - MESSAGE_MAX));
    dropped.forEach((t) => clearTimeout(timers.get(t.key)));
    next = next.filter((t) => !dropped.includes(t));
  }
  set(next);
  if (seconds > 0)
    timers.set(
      key,
      setTimeout(() => close(key), seconds * 1000),
    );
}

const say =
  (type: ToastType) =>
  (content: ReactNode, seconds = MESSAGE_SECONDS) =>
    show({ kind: 'message', type, content }, type === 'loading' ? 0 : seconds);

/** The app's toasts (antd's `message` API: success, info, warning, error, loading, open with a key, destroy). */
export const message = {
  success: say('success'),
  info: say('info'),
  warning: say('warning'),
  error: say('error'),
  loading: say('loading'),
  open: ({ key, type = 'info', content, duration = MESSAGE_SECONDS }: { key?: string; type?: ToastType; content: ReactNode; duration?: number }) =>
    show({ kind: 'message', key, type, content }, duration),
  destroy: close,
};

interface NotificationArgs {
  title: ReactNode;
  description?: ReactNode;
  key?: string;
  duration?: number;
  /** accepted as antd's `notification` took it; notifications always show at the top right */
  placement?: string;
}
const note =
  (type: ToastType) =>
  ({ title, description, key, duration = NOTIFICATION_SECONDS }: NotificationArgs) =>
    show({ kind: 'notification', key, type, title, content: description }, duration);

/** The app's notifications: a title and a text at the top right, with a close button. */
export const notification = { error: note('error'), warning: note('warning'), info: note('info'), success: note('success'), destroy: close };

const notice = {
  success: (text: string) => void message.success(text, NOTICE_SECONDS),
  info: (text: string) => void message.info(text, NOTICE_SECONDS),
};

/** The short confirmations of docs/rules/web-client.md (1.5 s). */
export function useNotice() {
  return notice;
}
