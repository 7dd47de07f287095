import { REASON_MAX } from '@boothhub/shared/patterns';
import type { MessageKey, Params } from '../i18n';
import type { Check } from './lite/Form';
import { textChecks } from './lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/** A reviewer's or an admin's reason (the contracts' reasons: at most REASON_MAX characters, trimmed). */
export const reasonChecks = (t: T, label: string, required: boolean): Check[] => textChecks(t, label, { required, max: REASON_MAX, trimmed: true });

/** A required one-line text asked before the reason (a withdrawal's payout reference): at most `max` characters, trimmed. */
export const reasonFieldChecks = (t: T, label: string, max: number): Check[] => textChecks(t, label, { required: true, max, trimmed: true });
