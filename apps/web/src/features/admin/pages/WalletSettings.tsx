import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCents, memberRoles } from '@boothhub/shared';
import { REASON_MAX } from '@boothhub/shared/patterns';
import { useI18n } from '../../../i18n';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { Panel, Skeleton } from '../../../components/lite/Content';
import { TextAreaField, TextField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { percentText, settingsBody, settingsChecks, type SettingsName } from '../settingsChecks';
import { message } from '../../../lib/notice';
import { CoinsField } from '../../../components/money';

type Settings = Awaited<ReturnType<typeof adminWalletApi.settings>>;

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
  const form = useLiteForm<SettingsName>(settingsChecks(t), {
    commission: percentText(s.commissionRate),
    withdrawMin: formatCents(s.withdrawMin),
    withdrawDailyMax: formatCents(s.withdrawDailyMax),
    designer: formatCents(s.inviteRewards.designer),
    business: formatCents(s.inviteRewards.business),
    factory: formatCents(s.inviteRewards.factory),
    checkinPoints: String(s.checkinPoints),
  });

  const save = useMutation({
    mutationFn: async (v: Record<SettingsName, string>) => {
      const saved = await adminWalletApi.settingsSave(settingsBody(v));
      qc.setQueryData(adminWalletKeys.settings, saved);
      form.clear(['reason']);
      message.success(t('wallet.settings.saved'), 1.5);
    },
  });

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
        autoComplete="off"
        testId="admin-settings-commission"
      />
      <h2 className="bh-h5">{t('wallet.settings.withdrawTitle')}</h2>
      <div className="bh-form-grid">
        <CoinsField {...form.field('withdrawMin')} label={t('withdraw.min')} testId="admin-settings-withdraw-min" />
        <CoinsField {...form.field('withdrawDailyMax')} label={t('withdraw.dailyMax')} testId="admin-settings-withdraw-max" />
      </div>
      <h2 className="bh-h5">{t('wallet.settings.inviteTitle')}</h2>
      <p className="bh-secondary">{t('wallet.settings.inviteHint')}</p>
      <div className="bh-form-grid">
        {memberRoles.map((r) => (
          <CoinsField key={r} {...form.field(r)} label={t(`role.${r}`)} testId={`admin-settings-invite-${r}`} />
        ))}
      </div>
      <h2 className="bh-h5">{t('wallet.settings.checkinTitle')}</h2>
      <TextField
        {...form.field('checkinPoints')}
        label={t('activity.perDay')}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        testId="admin-settings-checkin-points"
      />
      <TextAreaField
        {...form.field('reason')}
        label={t('wallet.review.noteOptional')}
        rows={2}
        maxLength={REASON_MAX}
        testId="admin-settings-reason"
      />
      <PrimarySubmit busy={save.isPending} testId="admin-settings-save">
        {t('common.save')}
      </PrimarySubmit>
    </form>
  );
}
