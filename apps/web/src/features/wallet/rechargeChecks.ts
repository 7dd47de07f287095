import { MAX_RECHARGE_CENTS } from '@boothhub/shared/contracts/walletOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { moneyChecks } from '../../components/money';

type T = (key: MessageKey, params?: Params) => string;

/** A top-up's amount (Wallet/recharge `amount`): coins with two decimals at most, 0.01 to MAX_RECHARGE_CENTS. */
export const rechargeAmountChecks = (t: T): Check[] => moneyChecks(t, t('recharge.amount'), 1, MAX_RECHARGE_CENTS);
