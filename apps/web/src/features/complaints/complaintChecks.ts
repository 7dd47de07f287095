import { complaintLimits as limits } from '@boothhub/shared/contracts/complaintOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { charCount, textChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/** What happened, in a complaint (Complain/complainAdd): the contract's complaintLimits.content, trimmed. */
export const complaintContentChecks = (t: T): Check[] =>
  textChecks(t, t('complaints.content'), { required: true, range: [limits.content.min, limits.content.max], trimmed: true });

/** Whether an edited complaint's text can be sent (Complain/complainEdit): the same limits. */
export const complaintContentOk = (text: string) => charCount(text.trim()) >= limits.content.min && charCount(text.trim()) <= limits.content.max;
