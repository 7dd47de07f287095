import '../designers.css';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { WORK_MAX_IMAGES, workLimits, workVisibilities } from '@boothhub/shared/contracts/designerOptions';
import { MAX_ID } from '@boothhub/shared/patterns';
import { useI18n } from '../../../i18n';
import { CategoryField } from '../../categories';
import { ResultView } from '../../../components/LinkResult';
import { Panel, Skeleton } from '../../../components/lite/Content';
import { ChoiceField, TextAreaField, TextField, WholeField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { FieldFrame } from '../../../components/lite/Fields';
import { designersApi, useWork, useWorkMutation, type WorkBody } from '../api';
import { WorkImages, type WorkImage } from '../components/WorkImages';
import { workChecks } from '../workChecks';
import { useIdParam } from '../../../lib/useRecord';
import { message } from '../../../lib/notice';

type Work = NonNullable<ReturnType<typeof useWork>['data']>;
type Visibility = (typeof workVisibilities)[number];
type Fields = Record<'title' | 'descr' | 'category' | 'style' | 'exhibitionId' | 'visibility', string>;

/**
 * /personalCenter/uploadMyDesign and /personalCenter/editMyDesign?id= (Designer/uploadWorks, editWorks): title,
 * description, design type and style from the category trees, an optional exhibition, 1–20 images uploaded with
 * progress, dragged into order, one starred as the cover; public or hidden. Plain markup.
 */
export default function UploadMyDesign() {
  const { t } = useI18n();
  const id = useIdParam();
  const existing = useWork(id);
  if (id && existing.isError) return <ResultView status="404" title={t('designers.work.notFound')} />;
  if (id && !existing.data)
    return (
      <Panel large>
        <Skeleton />
      </Panel>
    );
  return (
    <Panel title={id ? t('designers.title.edit') : t('designers.title.upload')} level={1} large testId="work-form-page">
      <WorkForm key={existing.data?.id ?? 'new'} id={id} work={id ? existing.data : undefined} />
    </Panel>
  );
}

/** The work's fields, filled from the work being edited (mounted once it is here). */
function WorkForm({ id, work: w }: { id: number | null; work?: Work }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [images, setImages] = useState<WorkImage[]>(() => w?.pictures.map((p) => ({ fileId: p.fileId, url: p.url })) ?? []);
  const [cover, setCover] = useState<string | undefined>(w?.cover);
  const form = useLiteForm(
    workChecks(t, {
      title: t('designers.work.title'),
      descr: t('designers.work.descr'),
      category: t('designers.work.category'),
      style: t('designers.work.style'),
      exhibition: t('designers.work.exhibition'),
    }),
    {
      title: w?.title,
      descr: w?.descr,
      category: w?.category,
      style: w?.style,
      exhibitionId: w?.exhibitionId ? String(w.exhibitionId) : '',
      visibility: w?.visibility ?? 'public',
    },
  );
  const category = form.field('category');
  const style = form.field('style');

  const save = useWorkMutation(async (f: Fields) => {
    const body: WorkBody = {
      title: f.title.trim(),
      descr: f.descr,
      category: f.category,
      style: f.style,
      exhibitionId: f.exhibitionId.trim() ? Number(f.exhibitionId.trim()) : null,
      images: images.map((i) => i.fileId),
      cover,
      visibility: f.visibility as Visibility,
    };
    return id ? designersApi.edit({ id, ...body }) : designersApi.upload(body);
  });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit((f) => {
      if (save.isPending) return;
      if (!images.length) {
        void message.error(t('designers.work.needImage'));
        return;
      }
      save.mutate(f, {
        onSuccess: () => {
          void message.success(t('designers.work.saved'));
          navigate('/personalCenter/designManagement');
        },
      });
    })(event);

  return (
    <form className="bh-form" onSubmit={submit} noValidate data-testid="work-form">
      <TextField {...form.field('title')} label={t('designers.work.title')} maxLength={workLimits.title.max} testId="work-title" />
      <div className="bh-form-grid">
        <CategoryField field={category} label={t('designers.work.category')} tree="designType" testId="work-category" />
        <CategoryField field={style} label={t('designers.work.style')} tree="style" testId="work-style" />
        <WholeField {...form.field('exhibitionId')} label={t('designers.work.exhibition')} max={MAX_ID} autoComplete="off" testId="work-exhibition" />
      </div>
      <TextAreaField {...form.field('descr')} label={t('designers.work.descr')} rows={4} maxLength={workLimits.descr.max} testId="work-descr" />
      <FieldFrame id="work-images" label={t('designers.work.images')} group>
        <WorkImages value={images} onChange={setImages} cover={cover} onCover={setCover} max={WORK_MAX_IMAGES} labelledBy="work-images-label" />
      </FieldFrame>
      <ChoiceField
        {...form.field('visibility')}
        label={t('designers.work.visibility')}
        options={workVisibilities.map((v) => ({ value: v, label: t(`designers.work.${v}`) }))}
        testId="work-visibility"
      />
      <div className="bh-row-actions">
        <PrimarySubmit busy={save.isPending} testId="work-submit">
          {id ? t('common.save') : t('designers.work.publish')}
        </PrimarySubmit>
        <button type="button" className="bh-btn" onClick={() => navigate('/personalCenter/designManagement')}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
