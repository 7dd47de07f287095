import { formatCents, parseCents } from '@boothhub/shared';

import type { MessageKey, Params } from '../../../i18n';
import type { Check } from '../../../components/lite/Form';
import { splitAmountOk } from '@boothhub/shared/rules/complaints';

type T = (key: MessageKey, params?: Params) => string;

/**
 * The designer's part of a split, as typed in the decide dialog: coins with at most two decimals, at least one cent
 * and less than the whole escrow (`splitAmountOk`, the rule Admin/complainDecide applies). Asked only for a split.
 */
export function splitPartCheck(t: T, escrowCents: number): Check {
  return (v, values) => {
    if (values.decision !== 'split') return undefined;
    const c = v ? parseCents(v) : null;
    if (c === null || c < 1) return t('tasks.money.invalid');
    if (!splitAmountOk(c, escrowCents)) return t('complaints.admin.splitTooMuch', { max: formatCents(escrowCents) });
    return undefined;
  };
}
