import { memberRoles } from '@boothhub/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { Note } from '../../../components/lite/Content';
import { ChoiceField, SubmitButton, useLiteForm } from '../../../components/lite/Form';
import { PhoneAndCode, codeChecks, phoneChecks, useSignIn } from '../../account';
import { wechatApi } from '../api';

type MemberRole = (typeof memberRoles)[number];

/**
 * /login/bindPhone after a first WeChat login: a phone and its SMS code finish it. The phone's account gets
 * WeChat bound, or a new account is made with the chosen role and WeChat's nickname and avatar. Plain markup
 * (decision 048's kit).
 */
export default function WechatBindPhone() {
  const { t } = useI18n();
  const pending = useQuery({ queryKey: ['wechat', 'pending'], queryFn: wechatApi.pending, staleTime: 0 });
  const form = useLiteForm({ phone: phoneChecks(t), phoneCode: codeChecks(t), role: [] }, { role: 'designer' });
  const submit = useSignIn(
    (v: Record<'phone' | 'phoneCode' | 'role', string>) =>
      wechatApi.bindMobile({ phone: v.phone.trim(), phoneCode: v.phoneCode, role: v.role as MemberRole }),
    ({ created }) => t(created ? 'wechat.created' : 'wechat.boundPhone'),
    '/home',
  );
  const send = form.onSubmit((values) => {
    if (submit.isPending) return;
    submit.mutate(values);
  });

  if (pending.isPending) return <PageSpin />;
  if (!pending.data?.pending) {
    return (
      <Note testId="wechat-no-pending">
        {t('wechat.noPending')} <Link to="/login">{t('wechat.backToLogin')}</Link>
      </Note>
    );
  }
  return (
    <>
      <h1 className="bh-card-title">{t('wechat.bindHeading')}</h1>
      <p className="bh-paragraph" data-testid="wechat-bind-nickname">
        {t('wechat.bindIntro', { nickname: pending.data.nickname ?? '' })}
      </p>
      <form onSubmit={send} noValidate data-testid="wechat-bind-form">
        <PhoneAndCode form={form} purpose="wechat" testId="wechat-bind" />
        <ChoiceField
          {...form.field('role')}
          label={t('wechat.roleIfNew')}
          testId="wechat-bind-role"
          options={memberRoles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
        />
        <SubmitButton busy={submit.isPending} testId="wechat-bind-submit">
          {t('wechat.bindSubmit')}
        </SubmitButton>
      </form>
    </>
  );
}
