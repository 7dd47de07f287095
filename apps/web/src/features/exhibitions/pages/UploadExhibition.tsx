import '../exhibitions.css';
import { Suspense, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { useAfterSave } from '../../../components/useAfterSave';
import { PageSpin } from '../../../components/PageSpin';
import { lazyPlain } from '../../../lib/lazyPlain';
import { ResultView } from '../../../components/LinkResult';
import { Note, Panel } from '../../../components/lite/Content';
import { BusyMark, useLiteForm } from '../../../components/lite/Form';
import { useMember } from '../../account/session';
import { exhibitionKeys, exhibitionsApi, type ExhibitionEdit } from '../api';
import type { PlanHall } from '../lib/planTypes';
import { EX_FIELDS, exhibitionRules, hallInput, toBody, toExtras, toValues, type ExExtras, type ExValues } from '../lib/exhibitionForm';
import { ExhibitionFields } from '../components/ExhibitionFields';
import { ExhibitionEnglishFields, ExhibitionRulesFields } from '../components/ExhibitionRulesFields';
import { useIdParam, useRecord } from '../../../lib/useRecord';

// the plan editor (a table and the CSV parser) loads only once the exhibition is saved, as a part of its own
const PlanEditor = lazyPlain(() => import('../components/PlanEditor').then((m) => m.PlanEditor));
// so does the build schedule's editor (it checks its rows with the shared contract)
const ScheduleEditor = lazyPlain(() => import('../components/ScheduleEditor').then((m) => m.ScheduleEditor));

/**
 * /uploadExhibition (Article/huizhanPub; `?id=` edits what Article/huizhanEdit gives): every field in Chinese with
 * optional English twins, images with progress, rich text, build rules; save as draft or submit for review. Once
 * saved, the floor plan (Article/huizhanPlan) is edited below: a table of halls and plots, or a CSV import; then the
 * build schedule (Article/huizhanSchedule, decision 079). Plain
 * markup (the plan editor is a part of its own).
 */
export default function UploadExhibition() {
  const { t } = useI18n();
  const afterSave = useAfterSave();
  const member = useMember();
  const id = useIdParam();
  const existing = useRecord(id, exhibitionKeys.edit, exhibitionsApi.edit);
  const [halls, setHalls] = useState<PlanHall[]>([]);
  const e = existing.data;

  useEffect(() => {
    if (e) setHalls(e.halls);
  }, [e]);

  const savePlan = useMutation({
    mutationFn: () => exhibitionsApi.plan({ id: id!, halls: halls.map(hallInput) }),
    onSuccess: async (d) => {
      setHalls(d.halls);
      await afterSave({ said: t('exhibitions.pub.planSaved'), refresh: [exhibitionKeys.all] });
    },
  });

  const back = <Link to="/exhibition">{t('exhibitions.detail.back')}</Link>;
  if (member.data && member.data.role !== 'business' && member.data.role !== 'admin')
    return <ResultView status="info" title={t('exhibitions.pub.businessOnly')} extra={back} />;
  if (id !== null && existing.isPending) return <PageSpin />;
  if (id !== null && (existing.isError || !e)) return <ResultView status="404" title={t('exhibitions.detail.missing')} extra={back} />;

  return (
    <div className="bh-container" data-testid="ex-upload">
      <Panel title={t('exhibitions.title.upload')} level={1} large>
        <Note>{t('exhibitions.pub.reviewNote')}</Note>
        {e?.status === 'pending' && (
          <Note warning testId="ex-pub-in-review">
            {t('exhibitions.pub.pendingEdit')}
          </Note>
        )}
        {e?.status === 'rejected' && e.rejectReason && (
          <Note error testId="ex-pub-rejected">
            {t('exhibitions.pub.rejected', { reason: e.rejectReason })}
          </Note>
        )}
        <ExhibitionForm key={e?.id ?? 'new'} id={id} exhibition={e} />
      </Panel>
      <Panel title={t('exhibitions.pub.planTitle')} large className="bh-gap-top">
        {id ? (
          <Suspense fallback={<PageSpin />}>
            <PlanEditor value={halls} onChange={setHalls} onSave={() => savePlan.mutate()} saving={savePlan.isPending} />
          </Suspense>
        ) : (
          <Note>{t('exhibitions.pub.planSaveFirst')}</Note>
        )}
      </Panel>
      {id && e && (
        <Panel title={t('exhibitions.schedule.title')} large className="bh-gap-top" testId="ex-sched">
          <Suspense fallback={<PageSpin />}>
            <ScheduleEditor key={e.id} id={id} sdate={e.sdate} edate={e.edate} halls={halls} schedule={e.buildSchedule} />
          </Suspense>
        </Panel>
      )}
    </div>
  );
}

/**
 * The publish form, filled from the exhibition being edited (mounted once it is here). An entry under review is edited
 * in place: it stays in review, so there is no draft button (decision 080).
 */
function ExhibitionForm({ id, exhibition: e }: { id: number | null; exhibition?: ExhibitionEdit }) {
  const { t } = useI18n();
  const afterSave = useAfterSave();
  const [, setParams] = useSearchParams();
  const form = useLiteForm(exhibitionRules(t), e ? toValues(e) : {});
  const [extras, setExtras] = useState<ExExtras>(() => toExtras(e));
  const onExtras = (change: Partial<ExExtras>) => setExtras((x) => ({ ...x, ...change }));

  const save = useMutation({
    mutationFn: async ({ values, submit }: { values: ExValues; submit: boolean }) => {
      const made = await exhibitionsApi.publish(toBody(values, extras, id, submit));
      await afterSave({
        said: t(submit ? 'exhibitions.pub.submitted' : 'exhibitions.pub.saved'),
        refresh: [exhibitionKeys.all],
        go: submit ? '/personalCenter/myExhibitions' : undefined,
      });
      if (!submit && !id) setParams({ id: String(made.id) }, { replace: true });
    },
  });
  // every field is checked, for a draft too (the call takes a whole exhibition)
  const send = (submit: boolean) => {
    const values = form.checkSome([...EX_FIELDS]);
    if (values && !save.isPending) save.mutate({ values, submit });
  };
  const busy = (submit: boolean) => save.isPending && save.variables?.submit === submit;
  const inReview = e?.status === 'pending';

  return (
    <form
      className="bh-gap-top"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.checkSome([...EX_FIELDS]);
      }}
    >
      <fieldset className="bh-fieldset" disabled={save.isPending}>
        <ExhibitionFields form={form} extras={extras} onExtras={onExtras} venueName={e?.venueName ?? undefined} />
        <ExhibitionRulesFields form={form} rigging={extras.rigging} onRigging={(rigging) => onExtras({ rigging })} />
        <div className="bh-gap-bottom">
          <ExhibitionEnglishFields form={form} />
        </div>
        <div className="bh-row-actions">
          {!inReview && (
            <button type="button" className="bh-btn" aria-busy={busy(false) || undefined} onClick={() => send(false)} data-testid="ex-pub-draft">
              {busy(false) && <BusyMark />}
              {t('exhibitions.pub.saveDraft')}
            </button>
          )}
          <button
            type="button"
            className="bh-btn bh-btn-primary"
            aria-busy={busy(true) || undefined}
            onClick={() => send(true)}
            data-testid="ex-pub-submit"
          >
            {busy(true) && <BusyMark />}
            {t(inReview ? 'exhibitions.pub.resubmit' : 'exhibitions.pub.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
