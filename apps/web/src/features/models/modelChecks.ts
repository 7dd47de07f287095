import { MODEL_PRICE_MAX, modelLimits as limits } from '@boothhub/shared/contracts/modelOptions';
import type { MessageKey, Params } from '../../i18n';
import { required, type Check } from '../../components/lite/Form';
import { textChecks } from '../../components/lite/checks';
import { moneyChecks } from '../../components/money';

type T = (key: MessageKey, params?: Params) => string;

/** what ends a tag as it is typed: a comma (either width) or a space */
export const MODEL_TAG_SEPARATORS = [',', '，', ' '];

/**
 * The model form's fields (Modelcenter/uploadModel, editModel), with the limits of the models contract (modelLimits,
 * MODEL_PRICE_MAX), counted as the server counts them: without the outer spaces (the title is sent trimmed, the
 * description and licence as typed and trimmed by the server's `text()`); the price in coins, sent in cents.
 */
export function modelChecks(t: T, label: Record<'title' | 'category' | 'price' | 'descr' | 'licence', string>) {
  return {
    title: textChecks(t, label.title, { required: true, range: [limits.title.min, limits.title.max], trimmed: true }),
    category: [required(t('form.required', { label: label.category }))],
    style: [],
    price: moneyChecks(t, label.price, 0, MODEL_PRICE_MAX),
    descr: textChecks(t, label.descr, { max: limits.descr.max, trimmed: true }),
    licence: textChecks(t, label.licence, { max: limits.licence.max, trimmed: true }),
  } satisfies Record<string, Check[]>;
}
