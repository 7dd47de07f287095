import { Form, Input, Select, Switch } from 'antd';
import { FormDialog, type EditorDialogProps } from '../../../components/FormDialog';
import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';
import { RichEditor } from '../../../components/RichEditor';
import { useI18n } from '../../../i18n';
import { articleCategories, type ArticleCategory, type ArticleForm, type ArticleSave } from '../api';

interface Values {
  category: ArticleCategory;
  title: string;
  titleEn?: string;
  summary?: string;
  summaryEn?: string;
  content?: string;
  contentEn?: string;
  cover: PickedImage[];
  tags: string[];
  published: boolean;
}

const blank: Values = { category: 'news', title: '', cover: [], tags: [], published: false, content: '', contentEn: '' };

const toValues = (a: ArticleForm): Values => ({
  category: a.category,
  title: a.title,
  titleEn: a.titleEn,
  summary: a.summary,
  summaryEn: a.summaryEn,
  content: a.content,
  contentEn: a.contentEn,
  cover: a.cover ? [a.cover] : [],
  tags: a.tags,
  published: a.status === 'published',
});

const toBody = (v: Values): ArticleSave => ({
  category: v.category,
  title: v.title.trim(),
  titleEn: v.titleEn?.trim() ?? '',
  summary: v.summary?.trim() ?? '',
  summaryEn: v.summaryEn?.trim() ?? '',
  content: v.content ?? '',
  contentEn: v.contentEn ?? '',
  cover: v.cover[0]?.fileId ?? null,
  tags: v.tags.map((x) => x.trim()).filter(Boolean),
  status: v.published ? 'published' : 'draft',
});

/** The create / edit dialog of an article (Admin/articleSave): both languages, cover, rich content, tags, published or draft. */
export function ArticleEditor(dialog: EditorDialogProps<ArticleForm, ArticleSave>) {
  const { t } = useI18n();
  return (
    <FormDialog
      {...dialog}
      title={t(dialog.record ? 'articles.admin.edit' : 'articles.admin.new')}
      blank={blank}
      toValues={toValues}
      toBody={toBody}
      width={860}
      saveTestId="article-save"
      formTestId="article-editor"
    >
      <Form.Item name="category" label={t('articles.field.category')} rules={[{ required: true }]}>
        <Select options={articleCategories.map((c) => ({ value: c, label: t(`articles.category.${c}`) }))} data-testid="article-category" />
      </Form.Item>
      <Form.Item name="title" label={t('articles.field.title')} rules={[{ required: true, min: 2, max: 120, whitespace: true }]}>
        <Input maxLength={120} data-testid="article-title" />
      </Form.Item>
      <Form.Item name="titleEn" label={t('articles.field.titleEn')} rules={[{ max: 160 }]}>
        <Input maxLength={160} data-testid="article-title-en" />
      </Form.Item>
      <Form.Item name="summary" label={t('articles.field.summary')} rules={[{ max: 400 }]}>
        <Input.TextArea rows={2} maxLength={400} data-testid="article-summary" />
      </Form.Item>
      <Form.Item name="summaryEn" label={t('articles.field.summaryEn')} rules={[{ max: 600 }]}>
        <Input.TextArea rows={2} maxLength={600} />
      </Form.Item>
      <Form.Item name="cover" label={t('articles.field.cover')}>
        <ImagePicker max={1} label={t('articles.field.cover')} testId="article-cover" />
      </Form.Item>
      <Form.Item name="content" label={t('articles.field.content')}>
        <RichEditor testId="article-content-editor" label={t('articles.field.content')} />
      </Form.Item>
      <Form.Item name="contentEn" label={t('articles.field.contentEn')}>
        <RichEditor testId="article-content-en-editor" label={t('articles.field.contentEn')} />
      </Form.Item>
      <Form.Item name="tags" label={t('articles.field.tags')} rules={[{ type: 'array', max: 8 }]}>
        <Select mode="tags" maxCount={8} open={false} suffixIcon={null} data-testid="article-tags" />
      </Form.Item>
      <Form.Item name="published" label={t('articles.field.publish')} valuePropName="checked">
        <Switch data-testid="article-published" />
      </Form.Item>
    </FormDialog>
  );
}
