import { CONTACT_PHONE, CONTACT_PHONE_MAX, taskLimits } from '@boothhub/shared/contracts/taskOptions';
import type { MessageKey, Params } from '../i18n';
import { TextField, type Check, type FieldProps } from './lite/Form';

interface Pair<V = string> {
  name: V;
  phone: V;
}

type T = (key: MessageKey, params?: Params) => string;

/**
 * How many characters the contact's boxes take: the name the contract's (a brief's `taskLimits.contactName`, or the
 * caller's own limit), the phone the longest the contracts' `CONTACT_PHONE` takes.
 */
export const contactBoxLimits = { name: taskLimits.contactName.max, phone: CONTACT_PHONE_MAX };

/**
 * The rules of the contact person of a brief or a publication (a task, a service order, a convention): the name
 * (required; its box takes at most `contactBoxLimits.name` characters, or the caller's `nameMax`) and the phone (required, the contracts' `CONTACT_PHONE`, the server's
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

/** The contact person's two boxes (plain markup, components/lite/Form), checked by `contactChecks`; `nameMax` is the call's limit of the name. */
export function ContactFields({
  fields,
  labels,
  testIds,
  nameMax = contactBoxLimits.name,
}: {
  fields: Pair<FieldProps>;
  labels: Pair;
  testIds: Pair;
  nameMax?: number;
}) {
  return (
    <>
      <TextField {...fields.name} label={labels.name} maxLength={nameMax} testId={testIds.name} />
      <TextField {...fields.phone} label={labels.phone} inputMode="tel" maxLength={contactBoxLimits.phone} testId={testIds.phone} />
    </>
  );
}
