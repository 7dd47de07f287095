import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { complaintCategories, complaintLimits } from '@boothhub/shared/contracts/complaintOptions';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Note } from '../../../components/lite/Content';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { ChoiceField, TextAreaField, required, useLiteForm } from '../../../components/lite/Form';
import { complaintContentChecks } from '../complaintChecks';
import { FilePicker, type PickedFile } from '../../tasks';
import { complaintsApi } from '../api';
import { categoryLabel } from '../labels';

type Category = keyof typeof complaintCategories;

interface Values {
  category: Category;
  content: string;
  files: PickedFile[];
}

/**
 * Complain/complainAdd: a category, a description and evidence files; the task's escrow is frozen. A plain dialog
 * (components/lite): its form is new each time it opens.
 */
export function ComplaintModal({
  taskId,
  open,
  onClose,
  onDone,
}: {
  taskId: number;
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  const notice = useNotice();
  const formId = useId();
  const file = useMutation({
    mutationFn: (v: Values) => complaintsApi.add({ taskId, category: v.category, content: v.content.trim(), files: v.files.map((f) => f.fileId) }),
    onSuccess: async () => {
      notice.success(t('complaints.filed'));
      onClose();
      await onDone();
    },
  });
  return (
    <Dialog
      open={open}
      title={t('complaints.new')}
      onClose={() => !file.isPending && onClose()}
      testId="complaint-dialog"
      footer={
        <DialogButtons onCancel={onClose} form={formId} okText={t('complaints.submit')} busy={file.isPending} danger okTestId="complaint-submit" />
      }
    >
      <ComplaintForm
        id={formId}
        onSend={(v) => {
          if (file.isPending) return;
          file.mutate(v);
        }}
      />
    </Dialog>
  );
}

/** The category (one of the list), what happened (10–5000 characters) and the evidence files. */
function ComplaintForm({ id, onSend }: { id: string; onSend: (v: Values) => void }) {
  const { t, lang } = useI18n();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const categoryName = t('complaints.category');
  const form = useLiteForm({
    category: [required(t('form.required', { label: categoryName }))],
    content: complaintContentChecks(t),
  });
  const filesLabel = `${id}-files`;
  return (
    <form
      id={id}
      className="bh-form"
      noValidate
      onSubmit={form.onSubmit((v) => onSend({ category: v.category as Category, content: v.content, files }))}
    >
      <div className="bh-gap-bottom">
        <Note warning>{t('complaints.freezeHint')}</Note>
      </div>
      <ChoiceField
        {...form.field('category')}
        label={categoryName}
        options={Object.keys(complaintCategories).map((c) => ({ value: c, label: categoryLabel(lang, c), testId: `complaint-category-${c}` }))}
        testId="complaint-category"
      />
      <TextAreaField
        {...form.field('content')}
        label={t('complaints.content')}
        rows={4}
        maxLength={complaintLimits.content.max}
        testId="complaint-content"
      />
      <div className="bh-field">
        <div className="bh-field-label" id={filesLabel}>
          {t('complaints.evidence')}
        </div>
        <FilePicker
          purpose="attachment"
          max={complaintLimits.files.max}
          value={files}
          onChange={setFiles}
          labelledBy={filesLabel}
          testId="complaint-files"
        />
      </div>
    </form>
  );
}
