import { call } from '../../lib/request';
import { queryKeys, send } from '../../lib/api';

/** Off-site notification preferences (Notify/…, docs/rules/messages.md). */
export const notifyApi = {
  prefs: () => call('Notify/getPrefs', {}),
  setPrefs: send('Notify/setPrefs'),
  setEmail: send('Notify/setEmail'),
};

export const notifyKeys = queryKeys('notify', [], ['prefs']);
