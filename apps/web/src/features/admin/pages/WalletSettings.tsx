import { Button, Card, Form, Input, InputNumber, Skeleton, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCents, memberRoles, parseCents } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { moneyRules } from '../../../components/money';
import { useFilledForm } from '../../../components/useFilledForm';
import { againstField } from '../../../components/fieldRules';
import { message } from '../../../app/notice';

interface Values {
  commission: string;
  withdrawMin: string;
  withdrawDailyMax: string;
  designer: string;
  business: string;
  factory: string;
  checkinPoints: number;
  reason?: string;
}

/** basis points ↔ a percentage with two decimals, through the same integer parsing as money (10.5 → 1050) */
const percentText = (bp: number) => formatCents(bp);

/**
 * /admin/settings: commission (applies to tasks paid from now on), withdrawal minimum and daily maximum,
 * invitation rewards per role of the invitee, and the daily check-in points (Admin/settings, settingsSave).
 */
export default function WalletSettings() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: adminWalletKeys.settings, queryFn: adminWalletApi.settings });
  const s = q.data;
  const form = useFilledForm<Values, NonNullable<typeof s>>(s, (r) => ({
    commission: percentText(r.commissionRate),
    withdrawMin: formatCents(r.withdrawMin),
    withdrawDailyMax: formatCents(r.withdrawDailyMax),
    designer: formatCents(r.inviteRewards.designer),
    business: formatCents(r.inviteRewards.business),
    factory: formatCents(r.inviteRewards.factory),
    checkinPoints: r.checkinPoints,
    reason: '',
  }));

  const save = useMutation({
    mutationFn: async (v: Values) => {
      const c = (text: string) => parseCents(text) ?? 0;
      const saved = await adminWalletApi.settingsSave({
        commissionRate: c(v.commission),
        withdrawMin: c(v.withdrawMin),
        withdrawDailyMax: c(v.withdrawDailyMax),
        inviteRewards: { designer: c(v.designer), business: c(v.business), factory: c(v.factory) },
        checkinPoints: v.checkinPoints,
        ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
      });
      qc.setQueryData(adminWalletKeys.settings, saved);
      message.success(t('wallet.settings.saved'), 1.5);
    },
  });

  if (!s) return <Card>{q.isPending ? <Skeleton active /> : null}</Card>;
  return (
    <>
      <Typography.Title level={3}>{t('wallet.title.adminSettings')}</Typography.Title>
      <Card>
        <Form<Values> form={form} layout="vertical" requiredMark={false} className="bh-form" onFinish={save.mutate}>
          <Typography.Title level={5}>{t('wallet.settings.commissionTitle')}</Typography.Title>
          <Form.Item
            name="commission"
            label={t('wallet.settings.commission')}
            extra={t('wallet.settings.commissionHint')}
            rules={moneyRules(t, t('wallet.settings.commission'), 0, 5000)}
          >
            <Input inputMode="decimal" suffix="%" maxLength={6} data-testid="admin-settings-commission" />
          </Form.Item>
          <Typography.Title level={5}>{t('wallet.settings.withdrawTitle')}</Typography.Title>
          <div className="bh-form-grid">
            <Form.Item name="withdrawMin" label={t('withdraw.min')} rules={moneyRules(t, t('withdraw.min'), 1, 100_000_00)}>
              <Input inputMode="decimal" suffix={t('wallet.coins')} maxLength={12} data-testid="admin-settings-withdraw-min" />
            </Form.Item>
            <Form.Item
              name="withdrawDailyMax"
              label={t('withdraw.dailyMax')}
              dependencies={['withdrawMin']}
              rules={[
                ...moneyRules(t, t('withdraw.dailyMax'), 1, 100_000_000),
                againstField<string, string>(
                  'withdrawMin',
                  (v, minText) => {
                    const max = parseCents(v);
                    const min = parseCents(String(minText ?? ''));
                    return max === null || min === null || max >= min;
                  },
                  t('wallet.settings.maxBelowMin'),
                ),
              ]}
            >
              <Input inputMode="decimal" suffix={t('wallet.coins')} maxLength={12} data-testid="admin-settings-withdraw-max" />
            </Form.Item>
          </div>
          <Typography.Title level={5}>{t('wallet.settings.inviteTitle')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('wallet.settings.inviteHint')}</Typography.Paragraph>
          <div className="bh-form-grid">
            {memberRoles.map((r) => (
              <Form.Item key={r} name={r} label={t(`role.${r}`)} rules={moneyRules(t, t(`role.${r}`), 0, 100_000_00)}>
                <Input inputMode="decimal" suffix={t('wallet.coins')} maxLength={12} data-testid={`admin-settings-invite-${r}`} />
              </Form.Item>
            ))}
          </div>
          <Typography.Title level={5}>{t('wallet.settings.checkinTitle')}</Typography.Title>
          <Form.Item name="checkinPoints" label={t('activity.perDay')} rules={[{ required: true }]}>
            <InputNumber min={0} max={1000} precision={0} data-testid="admin-settings-checkin-points" />
          </Form.Item>
          <Form.Item name="reason" label={t('wallet.review.noteOptional')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} maxLength={500} data-testid="admin-settings-reason" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="admin-settings-save">
            {t('common.save')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
