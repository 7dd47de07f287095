import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCents, memberRoles, parseCents } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { moneyChecks } from '../../../components/money';
import { Panel, Skeleton } from '../../../components/lite/Content';
import { BusyMark, TextAreaField, TextField, useLiteForm } from '../../../components/lite/Form';
import { wholeChecks } from '../../../components/lite/checks';
import { message } from '../../../lib/notice';

type Settings = Awaited<ReturnType<typeof adminWalletApi.settings>>;
type Name = 'commission' | 'withdrawMin' | 'withdrawDailyMax' | (typeof memberRoles)[number] | 'checkinPoints' | 'reason';

/** basis points ↔ a percentage with two decimals, through the same integer parsing as money (10.5 → 1050) */
const percentText = (bp: number) => formatCents(bp);

/**
 * /admin/settings: commission (applies to tasks paid from now on), withdrawal minimum and daily maximum,
 * invitation rewards per role of the invitee, and the daily check-in points (Admin/settings, settingsSave). Plain
 * markup (the lite form kit).
 */
export default function WalletSettings() {
  const { t } = useI18n();
  const q = useQuery({ queryKey: adminWalletKeys.settings, queryFn: adminWalletApi.settings });
  return (
    <>
      <h1 className="bh-h3 bh-gap-bottom">{t('wallet.title.adminSettings')}</h1>
      <Panel large>{q.data ? <SettingsForm settings={q.data} /> : q.isPending ? <Skeleton /> : null}</Panel>
    </>
  );
}

/** The form, filled from the settings as loaded; a save keeps what was typed and empties the note. */
function SettingsForm({ settings: s }: { settings: Settings }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const maxBelowMin = (v: string, values: Readonly<Record<string, string>>) => {
    const max = parseCents(v);
    const min = parseCents(values.withdrawMin ?? '');
    return max === null || min === null || max >= min ? undefined : t('wallet.settings.maxBelowMin');
  };
  const form = useLiteForm<Name>(
    {
      commission: moneyChecks(t, t('wallet.settings.commission'), 0, 5000),
      withdrawMin: moneyChecks(t, t('withdraw.min'), 1, 100_000_00),
      withdrawDailyMax: [...moneyChecks(t, t('withdraw.dailyMax'), 1, 100_000_000), maxBelowMin],
      designer: moneyChecks(t, t('role.designer'), 0, 100_000_00),
      business: moneyChecks(t, t('role.business'), 0, 100_000_00),
      factory: moneyChecks(t, t('role.factory'), 0, 100_000_00),
      checkinPoints: wholeChecks(t, t('activity.perDay'), 0, 1000),
      reason: [],
    },
    {
      commission: percentText(s.commissionRate),
      withdrawMin: formatCents(s.withdrawMin),
      withdrawDailyMax: formatCents(s.withdrawDailyMax),
      designer: formatCents(s.inviteRewards.designer),
      business: formatCents(s.inviteRewards.business),
      factory: formatCents(s.inviteRewards.factory),
      checkinPoints: String(s.checkinPoints),
    },
  );

  const save = useMutation({
    mutationFn: async (v: Record<Name, string>) => {
      const c = (text: string) => parseCents(text) ?? 0;
      const saved = await adminWalletApi.settingsSave({
        commissionRate: c(v.commission),
        withdrawMin: c(v.withdrawMin),
        withdrawDailyMax: c(v.withdrawDailyMax),
        inviteRewards: { designer: c(v.designer), business: c(v.business), factory: c(v.factory) },
        checkinPoints: Number(v.checkinPoints.trim()),
        ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
      });
      qc.setQueryData(adminWalletKeys.settings, saved);
      form.clear(['reason']);
      message.success(t('wallet.settings.saved'), 1.5);
    },
  });

  const coins = t('wallet.coins');
  return (
    <form className="bh-form" noValidate onSubmit={form.onSubmit((v) => !save.isPending && save.mutate(v))}>
      <h2 className="bh-h5">{t('wallet.settings.commissionTitle')}</h2>
      <TextField
        {...form.field('commission')}
        label={t('wallet.settings.commission')}
        hint={t('wallet.settings.commissionHint')}
        inputMode="decimal"
        unit="%"
        maxLength={6}
        size="middle"
        autoComplete="off"
        testId="admin-settings-commission"
      />
      <h2 className="bh-h5">{t('wallet.settings.withdrawTitle')}</h2>
      <div className="bh-form-grid">
        <TextField
          {...form.field('withdrawMin')}
          label={t('withdraw.min')}
          inputMode="decimal"
          unit={coins}
          maxLength={12}
          size="middle"
          autoComplete="off"
          testId="admin-settings-withdraw-min"
        />
        <TextField
          {...form.field('withdrawDailyMax')}
          label={t('withdraw.dailyMax')}
          inputMode="decimal"
          unit={coins}
          maxLength={12}
          size="middle"
          autoComplete="off"
          testId="admin-settings-withdraw-max"
        />
      </div>
      <h2 className="bh-h5">{t('wallet.settings.inviteTitle')}</h2>
      <p className="bh-secondary">{t('wallet.settings.inviteHint')}</p>
      <div className="bh-form-grid">
        {memberRoles.map((r) => (
          <TextField
            key={r}
            {...form.field(r)}
            label={t(`role.${r}`)}
            inputMode="decimal"
            unit={coins}
            maxLength={12}
            size="middle"
            autoComplete="off"
            testId={`admin-settings-invite-${r}`}
          />
        ))}
      </div>
      <h2 className="bh-h5">{t('wallet.settings.checkinTitle')}</h2>
      <TextField
        {...form.field('checkinPoints')}
        label={t('activity.perDay')}
        inputMode="numeric"
        maxLength={4}
        size="middle"
        autoComplete="off"
        testId="admin-settings-checkin-points"
      />
      <TextAreaField {...form.field('reason')} label={t('wallet.review.noteOptional')} rows={2} maxLength={500} testId="admin-settings-reason" />
      <button type="submit" className="bh-btn bh-btn-primary" aria-busy={save.isPending || undefined} data-testid="admin-settings-save">
        {save.isPending && <BusyMark />}
        {t('common.save')}
      </button>
    </form>
  );
}
