import type { Member } from '@boothhub/shared/contracts/member';
import { profileLimits as limits } from '@boothhub/shared/contracts/memberOptions';
import { formatDateTime, useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Facts, Panel, Skeleton } from '../../../components/lite/Content';
import { CopyButton } from '../../../components/lite/CopyButton';
import { TextAreaField, TextField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { Segmented } from '../../../components/lite/Segmented';
import { useMember } from '../../account/session';
import { inviteLink, useUpdateBaseInfo } from '../api';
import { AvatarUpload } from '../components/AvatarUpload';
import { profileChecks } from '../profileChecks';
import { WalletSummary } from '../../wallet';

const sexes = ['unknown', 'male', 'female'] as const;
type Sex = (typeof sexes)[number];

/** /personalCenter/basicSettings: the account facts and the profile form (Member/updateBaseInfo). Plain markup. */
export default function BasicSettings() {
  const { t } = useI18n();
  const member = useMember();
  const m = member.data;
  if (!m)
    return (
      <Panel large>
        <Skeleton />
      </Panel>
    );
  const link = inviteLink(m.inviteCode);
  return (
    <>
      <h1 className="bh-sr-only">{t('title.basicSettings')}</h1>
      <WalletSummary />
      <Panel title={t('settings.account')} large className="bh-gap-bottom">
        <Facts
          columns={2}
          testId="settings-account"
          items={[
            { key: 'cardno', label: t('field.cardno'), children: <span data-testid="settings-cardno">{m.cardno}</span> },
            { key: 'mobile', label: t('field.mobile'), children: <span data-testid="settings-mobile">{m.mobile}</span> },
            { key: 'role', label: t('field.role.short'), children: <span data-testid="settings-role">{t(`role.${m.role}`)}</span> },
            { key: 'dates', label: t('field.dates'), children: formatDateTime(m.dates) },
            {
              key: 'invite',
              label: t('field.myInviteCode'),
              children: (
                <>
                  <span data-testid="settings-invite-code">{m.inviteCode}</span> <CopyButton text={m.inviteCode} />
                </>
              ),
            },
            {
              key: 'link',
              label: t('field.inviteLink'),
              children: (
                <span className="bh-break">
                  {link} <CopyButton text={link} />
                </span>
              ),
            },
          ]}
        />
      </Panel>
      <Panel title={t('settings.profile')} large>
        <AvatarUpload src={m.userlogo} name={m.nickname || m.cardno} id={m.cardno} />
        <ProfileForm member={m} />
      </Panel>
    </>
  );
}

/** The profile's fields, filled from the member as the server has them. */
function ProfileForm({ member: m }: { member: Member }) {
  const { t } = useI18n();
  const notice = useNotice();
  const update = useUpdateBaseInfo();
  const form = useLiteForm(
    {
      ...profileChecks(t, {
        nickname: t('field.nickname'),
        prov: t('field.prov'),
        strt: t('field.strt'),
        addr: t('field.addr'),
        descr: t('field.descr'),
      }),
      sex: [],
    },
    { nickname: m.nickname, sex: m.sex, prov: m.prov, strt: m.strt, addr: m.addr, descr: m.descr },
  );
  const sex = form.field('sex');
  const save = form.onSubmit((v) => {
    if (update.isPending) return;
    update.mutate(
      {
        nickname: v.nickname.trim(),
        sex: (sexes as readonly string[]).includes(v.sex) ? (v.sex as Sex) : 'unknown',
        prov: v.prov.trim(),
        strt: v.strt.trim(),
        addr: v.addr.trim(),
        descr: v.descr,
      },
      { onSuccess: () => notice.success(t('settings.saved')) },
    );
  });
  return (
    <form className="bh-form bh-gap-top" onSubmit={save} noValidate>
      <TextField {...form.field('nickname')} label={t('field.nickname')} maxLength={limits.nickname.max} testId="settings-nickname" />
      <div className="bh-field">
        {/* the group's name is its legend (read out); this is the same word drawn like the other fields' labels */}
        <div className="bh-field-label" aria-hidden="true">
          {t('field.sex')}
        </div>
        <Segmented<Sex>
          value={(sexes as readonly string[]).includes(sex.value) ? (sex.value as Sex) : 'unknown'}
          onChange={sex.onChange}
          label={t('field.sex')}
          name="settings-sex"
          options={sexes.map((s) => ({ value: s, label: t(`sex.${s}`) }))}
          testId="settings-sex"
        />
      </div>
      <div className="bh-form-grid">
        <TextField {...form.field('prov')} label={t('field.prov')} maxLength={limits.prov.max} testId="settings-prov" />
        <TextField {...form.field('strt')} label={t('field.strt')} maxLength={limits.strt.max} testId="settings-strt" />
      </div>
      <TextField {...form.field('addr')} label={t('field.addr')} maxLength={limits.addr.max} testId="settings-addr" />
      <TextAreaField {...form.field('descr')} label={t('field.descr')} maxLength={limits.descr.max} rows={4} testId="settings-descr" />
      <PrimarySubmit busy={update.isPending} testId="settings-save">
        {t('common.save')}
      </PrimarySubmit>
    </form>
  );
}
