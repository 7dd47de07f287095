import { Button, Card, Descriptions, Form, Input, Radio, Skeleton, Typography } from 'antd';
import { formatDateTime, useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { useFilledForm } from '../../../components/useFilledForm';
import { useMember } from '../../account/session';
import { inviteLink, useUpdateBaseInfo } from '../api';
import { AvatarUpload } from '../components/AvatarUpload';
import { WalletSummary } from '../../wallet';

interface Values {
  nickname: string;
  sex: 'unknown' | 'male' | 'female';
  prov: string;
  strt: string;
  addr: string;
  descr: string;
}

/** /personalCenter/basicSettings: the account facts and the profile form (Member/updateBaseInfo). */
export default function BasicSettings() {
  const { t } = useI18n();
  const notice = useNotice();
  const member = useMember();
  const update = useUpdateBaseInfo();
  const m = member.data;
  const form = useFilledForm<Values, NonNullable<typeof m>>(m, (r) => ({
    nickname: r.nickname,
    sex: r.sex,
    prov: r.prov,
    strt: r.strt,
    addr: r.addr,
    descr: r.descr,
  }));

  if (!m)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const copy = { tooltips: [t('common.copy'), t('common.copied')] as [string, string] };

  const save = (v: Values) =>
    update.mutate(
      {
        nickname: v.nickname.trim(),
        sex: v.sex,
        prov: v.prov?.trim() ?? '',
        strt: v.strt?.trim() ?? '',
        addr: v.addr?.trim() ?? '',
        descr: v.descr ?? '',
      },
      { onSuccess: () => notice.success(t('settings.saved')) },
    );

  return (
    <>
      <WalletSummary />
      <Card title={t('settings.account')} className="bh-gap-bottom">
        <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="settings-account">
          <Descriptions.Item label={t('field.cardno')}>
            <span data-testid="settings-cardno">{m.cardno}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.mobile')}>
            <span data-testid="settings-mobile">{m.mobile}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.role.short')}>
            <span data-testid="settings-role">{t(`role.${m.role}`)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.dates')}>{formatDateTime(m.dates)}</Descriptions.Item>
          <Descriptions.Item label={t('field.myInviteCode')}>
            <Typography.Text copyable={{ ...copy, text: m.inviteCode }} data-testid="settings-invite-code">
              {m.inviteCode}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.inviteLink')}>
            <Typography.Text copyable={{ ...copy, text: inviteLink(m.inviteCode) }} className="bh-break">
              {inviteLink(m.inviteCode)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('settings.profile')}>
        <AvatarUpload src={m.userlogo} />
        <Form<Values> form={form} layout="vertical" onFinish={save} className="bh-form bh-gap-top" requiredMark={false}>
          <Form.Item name="nickname" label={t('field.nickname')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
            <Input maxLength={30} data-testid="settings-nickname" />
          </Form.Item>
          <Form.Item name="sex" label={t('field.sex')}>
            <Radio.Group
              options={(['unknown', 'male', 'female'] as const).map((s) => ({ value: s, label: t(`sex.${s}`) }))}
              data-testid="settings-sex"
            />
          </Form.Item>
          <div className="bh-form-grid">
            <Form.Item name="prov" label={t('field.prov')} rules={[{ max: 30 }]}>
              <Input maxLength={30} data-testid="settings-prov" />
            </Form.Item>
            <Form.Item name="strt" label={t('field.strt')} rules={[{ max: 30 }]}>
              <Input maxLength={30} data-testid="settings-strt" />
            </Form.Item>
          </div>
          <Form.Item name="addr" label={t('field.addr')} rules={[{ max: 120 }]}>
            <Input maxLength={120} data-testid="settings-addr" />
          </Form.Item>
          <Form.Item name="descr" label={t('field.descr')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={4} maxLength={1000} showCount data-testid="settings-descr" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="settings-save">
            {t('common.save')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
