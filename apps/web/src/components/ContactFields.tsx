import { CONTACT_PHONE } from '@boothhub/shared/contracts/taskOptions';
import type { MessageKey, Params } from '../i18n';
import { TextField, type Check, type FieldProps } from './lite/Form';

interface Pair<V = string> {
  name: V;
  phone: V;
}

type T = (key: MessageKey, params?: Params) => string;

/**
 * The rules of the contact person of a brief or a publication (a task, a service order, a convention): the name
 * (required; its box takes at most 40 characters) and the phone (required, the contracts' `CONTACT_PHONE`, the server's
 * check, read without the spaces around it as it is sent; `phoneInvalid` says when it is not one).
 */
export function contactChecks(t: T, labels: Pair, phoneInvalid: string): Pair<Check[]> {
  return {
    name: [(v) => (v.trim() === '' ? t('form.required', { label: labels.name }) : undefined)],
    phone: [
      (v) => (v.trim() === '' ? t('form.required', { label: labels.phone }) : undefined),
      (v) => (v.trim() && !CONTACT_PHONE.test(v.trim()) ? phoneInvalid : undefined),
    ],
  };
}

/** The contact person's two boxes (plain markup, components/lite/Form), checked by `contactChecks`. */
export function ContactFields({ fields, labels, testIds }: { fields: Pair<FieldProps>; labels: Pair; testIds: Pair }) {
  return (
    <>
      <TextField {...fields.name} label={labels.name} size="middle" maxLength={40} testId={testIds.name} />
      <TextField {...fields.phone} label={labels.phone} size="middle" inputMode="tel" maxLength={20} testId={testIds.phone} />
    </>
  );
}
