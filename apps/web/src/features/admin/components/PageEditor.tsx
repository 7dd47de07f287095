import type { admin, BodyOf } from '@boothhub/shared';
import type { ContentPage } from '@boothhub/shared/contracts/content';
import { useI18n } from '../../../i18n';
import { FormDialog, type DialogForm } from '../../../components/FormDialog';
import { ChoiceField, TextAreaField, TextField, WholeField, useLiteForm } from '../../../components/lite/Form';
import { textChecks } from '../../../components/lite/checks';
import { pageLimits } from '@boothhub/shared/contracts/pageOptions';
import { pageChecks } from './pageChecks';
import { REASON_MAX } from '@boothhub/shared/patterns';
import { reasonChecks } from '../../../components/reasonChecks';

type SaveBody = BodyOf<typeof admin.pageSave>;
type Section = SaveBody['section'];

interface Props {
  open: boolean;
  /** null: a new page */
  page: ContentPage | null;
  onCancel: () => void;
  onSave: (body: SaveBody) => Promise<void>;
}

/** The help/about page dialog: slug (fixed once created), section, both languages' title and body, order, reason. */
export function PageEditor({ open, page, onCancel, onSave }: Props) {
  const { t } = useI18n();
  return (
    <FormDialog<SaveBody> open={open} title={t(page ? 'pages.edit' : 'pages.new')} onClose={onCancel} onSave={onSave} saveTestId="page-save">
      {(form) => <PageFields page={page} form={form} />}
    </FormDialog>
  );
}

/** The page's fields, filled from the page (or a new help page at order 0) each time the dialog opens. */
function PageFields({ page, form: dialog }: { page: ContentPage | null; form: DialogForm<SaveBody> }) {
  const { t } = useI18n();
  const form = useLiteForm(
    {
      slug: textChecks(t, t('pages.slug'), { required: true, pattern: /^[a-z0-9-]{1,60}$/ }),
      ...pageChecks(t),
      section: [],
      reason: reasonChecks(t, t('pages.reason'), false),
    },
    page
      ? {
          slug: page.slug,
          sort: String(page.sort),
          section: page.section,
          titleZh: page.titleZh,
          titleEn: page.titleEn,
          bodyZh: page.bodyZh,
          bodyEn: page.bodyEn,
        }
      : { section: 'help', sort: '0' },
  );
  const submit = form.onSubmit((v) => {
    const reason = v.reason.trim();
    dialog.send({
      slug: v.slug,
      section: v.section as Section,
      titleZh: v.titleZh,
      titleEn: v.titleEn,
      bodyZh: v.bodyZh,
      bodyEn: v.bodyEn,
      sort: Number(v.sort.trim()),
      // the reason is optional on the wire (admin.ts), though z.input reports it as required
      ...(reason ? { reason } : {}),
    } as SaveBody);
  });
  return (
    <form id={dialog.id} noValidate onSubmit={submit} data-testid="page-form">
      <div className="bh-form-grid">
        {/* the slug is fixed once the page exists */}
        <fieldset className="bh-fieldset" disabled={!!page}>
          <TextField {...form.field('slug')} label={t('pages.slug')} maxLength={60} autoComplete="off" testId="page-slug" />
        </fieldset>
        <WholeField {...form.field('sort')} label={t('pages.sort')} max={pageLimits.sort.max} autoComplete="off" />
      </div>
      <ChoiceField
        {...form.field('section')}
        label={t('pages.section')}
        options={[
          { value: 'help', label: t('pages.section.help') },
          { value: 'about', label: t('pages.section.about') },
        ]}
      />
      <div className="bh-form-grid">
        <TextField {...form.field('titleZh')} label={t('pages.titleZh')} maxLength={pageLimits.title.max} testId="page-title-zh" />
        <TextField {...form.field('titleEn')} label={t('pages.titleEn')} maxLength={pageLimits.title.max} testId="page-title-en" />
      </div>
      <TextAreaField {...form.field('bodyZh')} label={t('pages.bodyZh')} rows={6} maxLength={pageLimits.body.max} testId="page-body-zh" />
      <TextAreaField {...form.field('bodyEn')} label={t('pages.bodyEn')} rows={6} maxLength={pageLimits.body.max} testId="page-body-en" />
      <TextField {...form.field('reason')} label={t('pages.reason')} maxLength={REASON_MAX} />
    </form>
  );
}
