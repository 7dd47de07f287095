import { useState } from 'react';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_LENGTH } from '@boothhub/shared/patterns';
import { useI18n } from '../../../i18n';
import { Panel, Tag } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { PasswordField, PinField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { useMember } from '../../account/session';
import { walletApi } from '../api';
import { useWalletDone } from './useWalletDone';
import { paycodeFormChecks } from '../paycodeChecks';

/**
 * The payment PIN on the security page (Member/setPayment): 6 digits, set or changed with the login password
 * (which also unlocks a PIN locked after 5 wrong tries). The PIN itself never comes back from the server. Plain markup.
 */
export function PaycodeSection() {
  const { t } = useI18n();
  const member = useMember();
  const [open, setOpen] = useState(false);
  const isSet = member.data?.ispaycode === true;
  return (
    <Panel
      title={
        <>
          <Icon icon={SafetyOutlined} /> {t('paycode.title')}
        </>
      }
      large
      className="bh-gap-top"
      testId="paycode-section"
    >
      <p className="bh-row-actions">
        <Tag color={isSet ? 'green' : 'gold'} testId="paycode-state">
          {isSet ? t('paycode.isSet') : t('paycode.notSet')}
        </Tag>
        <span className="bh-secondary">{t('paycode.desc')}</span>
      </p>
      {open ? (
        <PaycodeForm onClose={() => setOpen(false)} />
      ) : (
        <button type="button" className="bh-btn" onClick={() => setOpen(true)} data-testid="paycode-open">
          {isSet ? t('paycode.change') : t('paycode.set')}
        </button>
      )}
    </Panel>
  );
}

/** The new PIN twice and the login password; a refusal (a wrong password) empties the password. */
function PaycodeForm({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const done = useWalletDone();
  const form = useLiteForm({
    ...paycodeFormChecks(t),
  });
  const submit = useMutation({
    mutationFn: (v: { paycode: string; password: string }) => walletApi.setPayment({ paycode: v.paycode, password: v.password }),
    onSuccess: async () => {
      onClose();
      await done(t('paycode.saved'));
    },
    onError: () => form.clear(['password']),
  });
  return (
    <form className="bh-form bh-gap-top" onSubmit={form.onSubmit((v) => !submit.isPending && submit.mutate(v))} noValidate autoComplete="off">
      <PinField {...form.field('paycode')} label={t('paycode.new')} testId="paycode-new" />
      <PinField {...form.field('confirm')} label={t('paycode.confirm')} testId="paycode-confirm" />
      <PasswordField
        {...form.field('password')}
        label={t('paycode.password')}
        hint={t('paycode.passwordHint')}
        maxLength={PASSWORD_LENGTH.max}
        autoComplete="current-password"
        testId="paycode-password"
      />
      <p className="bh-row-actions">
        <PrimarySubmit busy={submit.isPending} testId="paycode-save">
          {t('common.save')}
        </PrimarySubmit>
        <button type="button" className="bh-btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </p>
    </form>
  );
}
