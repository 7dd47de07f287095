import { useId, useState } from 'react';
import { ARTICLE_MAX_TAGS, articleLimits as limits } from '@boothhub/shared/contracts/articleOptions';
import { FormDialog, type DialogForm, type EditorDialogProps } from '../../../components/FormDialog';
import type { PickedImage } from '../../../components/ImagePicker';
import { ImagePicker } from '../../../components/ImagePicker';
import { RichTextField } from '../../../components/RichEditor';
import { FieldFrame } from '../../../components/lite/Fields';
import { TextAreaField, TextField, useLiteForm } from '../../../components/lite/Form';
import { Select } from '../../../components/lite/Select';
import { Switch } from '../../../components/lite/Switch';
import { TagsInput } from '../../../components/lite/TagsInput';
import { articleChecks } from '../articleChecks';
import { useI18n } from '../../../i18n';
import { articleCategories, type ArticleCategory, type ArticleForm, type ArticleSave } from '../api';

/** The create / edit dialog of an article (Admin/articleSave): both languages, cover, rich content, tags, published or draft. */
export function ArticleEditor(dialog: EditorDialogProps<ArticleForm, ArticleSave>) {
  const { t } = useI18n();
  return (
    <FormDialog<ArticleSave>
      open={dialog.open}
      title={t(dialog.record ? 'articles.admin.edit' : 'articles.admin.new')}
      onClose={dialog.onClose}
      onSave={dialog.onSave}
      saveTestId="article-save"
    >
      {(form) => <ArticleFields article={dialog.record} form={form} />}
    </FormDialog>
  );
}

/** The article's fields, filled from the article (or a draft of news) each time the dialog opens. */
function ArticleFields({ article: a, form: dialog }: { article: ArticleForm | null; form: DialogForm<ArticleSave> }) {
  const { t } = useI18n();
  const id = useId();
  const form = useLiteForm(
    { category: [], ...articleChecks(t) },
    a
      ? {
          category: a.category,
          title: a.title,
          titleEn: a.titleEn,
          summary: a.summary,
          summaryEn: a.summaryEn,
          content: a.content,
          contentEn: a.contentEn,
        }
      : { category: 'news' },
  );
  const [cover, setCover] = useState<PickedImage[]>(a?.cover ? [a.cover] : []);
  const [tags, setTags] = useState<string[]>(a?.tags ?? []);
  const [published, setPublished] = useState(a?.status === 'published');
  const category = form.field('category');
  const content = form.field('content');
  const contentEn = form.field('contentEn');

  const submit = form.onSubmit((v) =>
    dialog.send({
      category: v.category as ArticleCategory,
      title: v.title.trim(),
      titleEn: v.titleEn.trim(),
      summary: v.summary.trim(),
      summaryEn: v.summaryEn.trim(),
      content: v.content,
      contentEn: v.contentEn,
      cover: cover[0]?.fileId ?? null,
      tags: tags.map((x) => x.trim()).filter(Boolean),
      status: published ? 'published' : 'draft',
    }),
  );
  return (
    <form id={dialog.id} noValidate onSubmit={submit} data-testid="article-editor">
      <FieldFrame id={category.id} label={t('articles.field.category')}>
        <Select<ArticleCategory>
          id={category.id}
          value={category.value as ArticleCategory}
          onChange={(c) => c && category.onChange(c)}
          options={articleCategories.map((c) => ({ value: c, label: t(`articles.category.${c}`) }))}
          label={t('articles.field.category')}
          testId="article-category"
        />
      </FieldFrame>
      <TextField {...form.field('title')} label={t('articles.field.title')} maxLength={limits.title.max} testId="article-title" />
      <TextField {...form.field('titleEn')} label={t('articles.field.titleEn')} maxLength={limits.titleEn.max} testId="article-title-en" />
      <TextAreaField
        {...form.field('summary')}
        label={t('articles.field.summary')}
        rows={2}
        maxLength={limits.summary.max}
        testId="article-summary"
      />
      <TextAreaField {...form.field('summaryEn')} label={t('articles.field.summaryEn')} rows={2} maxLength={limits.summaryEn.max} />
      <FieldFrame id={`${id}-cover`} label={t('articles.field.cover')}>
        <ImagePicker id={`${id}-cover`} value={cover} onChange={setCover} max={1} label={t('articles.field.cover')} testId="article-cover" />
      </FieldFrame>
      <RichTextField field={content} label={t('articles.field.content')} testId="article-content-editor" />
      <RichTextField field={contentEn} label={t('articles.field.contentEn')} testId="article-content-en-editor" />
      <FieldFrame id={`${id}-tags`} label={t('articles.field.tags')}>
        <TagsInput id={`${id}-tags`} value={tags} onChange={setTags} max={ARTICLE_MAX_TAGS} testId="article-tags" />
      </FieldFrame>
      <div className="bh-field">
        <Switch checked={published} onChange={setPublished} label={t('articles.field.publish')} testId="article-published" />
      </div>
    </form>
  );
}
