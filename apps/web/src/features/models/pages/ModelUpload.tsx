import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCents, parseCents } from '@boothhub/shared/cents';
import { MODEL_IMAGES_MAX, MODEL_TAGS_MAX, modelLimits } from '@boothhub/shared/contracts/modelOptions';
import { PageSpin } from '../../../components/PageSpin';
import { CategoryField } from '../../categories';
import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';
import { useAfterSave } from '../../../components/useAfterSave';
import { Note, Panel } from '../../../components/lite/Content';
import { BusyMark, TextAreaField, TextField, useLiteForm } from '../../../components/lite/Form';
import { describe, FieldFrame } from '../../../components/lite/Fields';
import { TagsInput } from '../../../components/lite/TagsInput';
import { useI18n } from '../../../i18n';
import { modelKeys, modelsApi } from '../api';
import { TusUpload, type UploadedModel } from '../components/TusUpload';
import { PosterField, type PosterSource } from '../components/PosterField';
import { MODEL_TAG_SEPARATORS, modelChecks } from '../modelChecks';
import '../models.css';
import { useIdParam } from '../../../lib/useRecord';

/**
 * /personalCenter/modelUpload and /personalCenter/modelEdit?id= (Modelcenter/uploadModel, editModel): the model file
 * by a resumable upload, 1–9 preview images, category, style, tags, price in coins (0 = free), licence. A new file
 * sends the model back to review. Plain markup.
 */
export default function ModelUpload() {
  const { t } = useI18n();
  const id = useIdParam();
  const current = useQuery({ queryKey: modelKeys.edit(id ?? 0), queryFn: () => modelsApi.forEdit(id!), enabled: id !== null });
  if (id && current.isLoading) return <PageSpin />;
  const m = current.data;
  return (
    <Panel title={t(id ? 'models.title.edit' : 'models.title.upload')} level={1} large testId="model-upload">
      {m?.status === 'rejected' && m.rejectReason && (
        <Note error>
          <strong>{t('models.status.rejected')}</strong>
          <br />
          <span className="bh-pre">{m.rejectReason}</span>
        </Note>
      )}
      <ModelForm key={m?.id ?? 'new'} id={id} model={m} />
    </Panel>
  );
}

type ModelForEdit = Awaited<ReturnType<typeof modelsApi.forEdit>>;

/** The form, filled from the model being edited (mounted once it is here). */
function ModelForm({ id, model: m }: { id: number | null; model?: ModelForEdit }) {
  const { t } = useI18n();
  const afterSave = useAfterSave();
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const [file, setFile] = useState<UploadedModel | null>(m ? { fileId: m.fileId, name: `${m.title}.${m.format}`, size: m.fileSize } : null);
  const [images, setImages] = useState<PickedImage[]>(m?.images ?? []);
  const [tags, setTags] = useState<string[]>(m?.tags ?? []);
  const [poster, setPoster] = useState<PickedImage | null>(m?.poster ?? null);
  // the 3D preview: a picked glb read in the browser, or the stored model's own preview while its file is kept
  const source = useMemo<PosterSource>(() => {
    if (file?.local) return /\.glb$/i.test(file.local.name) ? { file: file.local } : null;
    return m?.previewUrl && file?.fileId === m.fileId ? { url: m.previewUrl } : null;
  }, [file, m]);
  const form = useLiteForm(
    modelChecks(t, {
      title: t('models.field.title'),
      category: t('models.field.category'),
      price: t('models.field.price'),
      descr: t('models.field.descr'),
      licence: t('models.field.licence'),
    }),
    {
      title: m?.title,
      category: m?.category,
      style: m?.style ?? '',
      price: formatCents(m?.price ?? 0),
      descr: m?.descr,
      licence: m?.licence,
    },
  );
  const fileError = tried && !file ? t('models.upload.fileRequired') : undefined;
  const imagesError = tried && images.length === 0 && !poster ? t('models.upload.imagesRequired') : undefined;
  const category = form.field('category');
  const style = form.field('style');
  const tagsId = `${category.id}-tags`;

  const send = async (v: Record<'title' | 'category' | 'style' | 'price' | 'descr' | 'licence', string>) => {
    setSaving(true);
    try {
      const body = {
        title: v.title.trim(),
        category: v.category,
        style: v.style || null,
        tags,
        descr: v.descr,
        price: parseCents(v.price) ?? 0,
        licence: v.licence,
        fileId: file!.fileId,
        images: images.map((i) => i.fileId),
        poster: poster?.fileId ?? null,
      };
      const r = id ? await modelsApi.edit({ id, ...body }) : await modelsApi.upload(body);
      await afterSave({
        said: t(r.status === 'pending' ? 'models.upload.sentForReview' : 'models.upload.saved'),
        refresh: [modelKeys.all],
        go: '/personalCenter/modelManagement',
      });
    } catch {
      // shown by the request helper
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setTried(true);
    form.onSubmit((v) => {
      if (!file) document.getElementById('model-file-pick')?.focus();
      else if (images.length === 0 && !poster) document.querySelector<HTMLElement>('[data-testid="model-images"] button')?.focus();
      else if (!saving) void send(v);
    })(event);
  };

  return (
    <form className="bh-form" onSubmit={submit} noValidate>
      <FieldFrame id="model-file" label={t('models.field.file')} error={fileError} group>
        <TusUpload value={file} onChange={setFile} labelledBy="model-file-label" describedBy={fileError ? 'model-file-error' : undefined} />
      </FieldFrame>
      <FieldFrame id="model-poster" label={t('models.field.poster')} group>
        <PosterField source={source} value={poster} onChange={setPoster} />
      </FieldFrame>
      <TextField {...form.field('title')} label={t('models.field.title')} maxLength={modelLimits.title.max} testId="model-title-input" />
      <CategoryField field={category} label={t('models.field.category')} tree="modelCategory" testId="model-category-input" />
      <CategoryField field={style} label={t('models.field.style')} tree="style" />
      <FieldFrame id={tagsId} label={t('models.field.tags')}>
        <TagsInput
          id={tagsId}
          value={tags}
          onChange={setTags}
          max={MODEL_TAGS_MAX}
          wordMax={modelLimits.tag.max}
          separators={MODEL_TAG_SEPARATORS}
          testId="model-tags"
        />
      </FieldFrame>
      <div className="bh-model-price-field">
        <TextField
          {...form.field('price')}
          label={t('models.field.price')}
          hint={t('models.upload.priceHint')}
          inputMode="decimal"
          maxLength={14}
          autoComplete="off"
          testId="model-price-input"
        />
      </div>
      <FieldFrame id={`${category.id}-images`} label={t('models.field.images')} error={imagesError} group>
        <div role="group" aria-labelledby={`${category.id}-images-label`} {...describe({ id: `${category.id}-images`, error: imagesError })}>
          <ImagePicker
            value={images}
            onChange={setImages}
            max={MODEL_IMAGES_MAX}
            label={t('models.upload.addImage')}
            testId="model-images"
            purpose="preview"
          />
        </div>
      </FieldFrame>
      <TextAreaField {...form.field('descr')} label={t('models.field.descr')} rows={4} maxLength={modelLimits.descr.max} />
      <TextAreaField {...form.field('licence')} label={t('models.field.licence')} rows={2} maxLength={modelLimits.licence.max} />
      <button type="submit" className="bh-btn bh-btn-primary" aria-busy={saving || undefined} data-testid="model-submit">
        {saving && <BusyMark />}
        {t(id ? 'models.upload.save' : 'models.upload.submit')}
      </button>
    </form>
  );
}
