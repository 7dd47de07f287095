import { call } from '../../lib/request';
import { byId, queryKeys, send } from '../../lib/api';

/** Off-site notification preferences and the back office's outbox (Notify/…, docs/rules/messages.md). */
export const notifyApi = {
  prefs: () => call('Notify/getPrefs', {}),
  setPrefs: send('Notify/setPrefs'),
  setEmail: send('Notify/setEmail'),
  outbox: send('Notify/outbox'),
  resend: byId('Notify/resend'),
};

export const notifyKeys = queryKeys('notify', ['outbox'], ['prefs']);
