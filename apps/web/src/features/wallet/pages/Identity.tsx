import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ID_NUMBER_LENGTH, REALNAME_LENGTH } from '@boothhub/shared/contracts/identityOptions';
import { formatDateTime, useI18n } from '../../../i18n';
import { Facts, Note, Panel, Skeleton, type Fact } from '../../../components/lite/Content';
import { required, TextField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { StatusTag } from '../../../components/money';
import { walletApi, walletKeys } from '../api';
import { useWalletDone } from '../components/useWalletDone';
import { IdPhotoUpload } from '../components/IdPhotoUpload';
import { idnoChecks, realnameChecks } from '../identityChecks';

type Info = Awaited<ReturnType<typeof walletApi.userAuthInfo>>;

/**
 * /personalCenter/identity: identity verification (Member/userAuth, userAuthInfo) — real name, ID number (its
 * check digit verified here and on the server), photos of both sides as private files. States none → pending →
 * approved | rejected (with the reason); after a rejection the form comes back for a resubmission. Plain markup.
 */
export default function Identity() {
  const { t } = useI18n();
  const info = useQuery({ queryKey: walletKeys.identity, queryFn: walletApi.userAuthInfo });
  const d = info.data;
  if (!d)
    return (
      <Panel title={t('wallet.title.identity')} level={1} large>
        {info.isPending ? <Skeleton /> : null}
      </Panel>
    );

  const facts: Fact[] = [
    { key: 'state', label: t('identity.state'), children: <StatusTag status={d.personauth} testId="identity-state" /> },
    ...(d.realname ? [{ key: 'name', label: t('identity.realname'), children: d.realname }] : []),
    ...(d.idno ? [{ key: 'idno', label: t('identity.idno'), children: d.idno }] : []),
    ...(d.dates ? [{ key: 'dates', label: t('identity.submittedAt'), children: formatDateTime(d.dates) }] : []),
    ...(d.reviewedAt ? [{ key: 'reviewed', label: t('identity.reviewedAt'), children: formatDateTime(d.reviewedAt) }] : []),
  ];

  if (d.personauth === 'approved' || d.personauth === 'pending') {
    const approved = d.personauth === 'approved';
    return (
      <Panel title={t('wallet.title.identity')} level={1} large>
        <div className={`bh-result bh-result-${approved ? 'success' : 'info'}`}>
          <div className="bh-result-mark" aria-hidden="true">
            {approved ? '✓' : 'i'}
          </div>
          <h2 className="bh-result-title" data-testid={approved ? 'identity-approved' : 'identity-pending'}>
            {t(approved ? 'identity.approvedTitle' : 'identity.pendingTitle')}
          </h2>
          <div className="bh-result-sub">{t(approved ? 'identity.approvedText' : 'identity.pendingText')}</div>
          {approved && (
            <div className="bh-result-extra">
              <Link to="/personalCenter/caseOut" className="bh-btn bh-btn-primary">
                {t('wallet.title.caseOut')}
              </Link>
            </div>
          )}
        </div>
        <Facts items={facts} />
      </Panel>
    );
  }

  return (
    <Panel title={t('wallet.title.identity')} level={1} large>
      {d.personauth === 'rejected' ? (
        <Note error testId="identity-rejected">
          <strong>{t('identity.rejectedTitle')}</strong>
          <br />
          {t('wallet.reason')}: <span data-testid="identity-reason">{d.reason}</span>
          <br />
          {t('identity.resubmit')}
        </Note>
      ) : (
        <Note>{t('identity.why')}</Note>
      )}
      {d.personauth === 'rejected' && <Facts items={facts} />}
      <IdentityForm info={d} />
    </Panel>
  );
}

/** The real name, the ID number and both photos; sent, it empties itself and the page shows the pending state. */
function IdentityForm({ info }: { info: Info }) {
  const { t } = useI18n();
  const done = useWalletDone();
  const form = useLiteForm({
    realname: realnameChecks(t),
    idno: idnoChecks(t),
    frontFileId: [required(t('identity.photoRequired'))],
    backFileId: [required(t('identity.photoRequired'))],
  });
  const submit = useMutation({
    mutationFn: async (v: Record<'realname' | 'idno' | 'frontFileId' | 'backFileId', string>) => {
      await walletApi.userAuth({
        realname: v.realname.trim(),
        idno: v.idno.trim().toUpperCase(),
        frontFileId: v.frontFileId,
        backFileId: v.backFileId,
      });
      form.clear(['realname', 'idno', 'frontFileId', 'backFileId']);
      await done(t('identity.submitted'));
    },
  });
  const photo = (name: 'frontFileId' | 'backFileId', label: string, testId: string) => {
    const f = form.field(name);
    return <IdPhotoUpload value={f.value || undefined} onChange={(id) => f.onChange(id ?? '')} label={label} error={f.error} testId={testId} />;
  };
  return (
    <form className="bh-form bh-gap-top" onSubmit={form.onSubmit((v) => !submit.isPending && submit.mutate(v))} noValidate>
      <TextField
        {...form.field('realname')}
        label={t('identity.realname')}
        hint={t('identity.realnameHint')}
        maxLength={REALNAME_LENGTH.max}
        autoComplete="name"
        testId="identity-realname"
      />
      <TextField {...form.field('idno')} label={t('identity.idno')} maxLength={ID_NUMBER_LENGTH} autoComplete="off" testId="identity-idno" />
      <div className="bh-id-photos bh-gap-bottom">
        {photo('frontFileId', t('identity.front'), 'identity-front')}
        {photo('backFileId', t('identity.back'), 'identity-back')}
      </div>
      <PrimarySubmit busy={submit.isPending} testId="identity-submit">
        {info.personauth === 'rejected' ? t('identity.resubmitButton') : t('identity.submit')}
      </PrimarySubmit>
    </form>
  );
}
