import { useState } from 'react';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { useI18n } from '../../../i18n';
import { CategoryFilter } from '../../categories';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { Icon } from '../../../components/lite/Icon';
import { designersApi, useWorkMutation } from '../api';
import { message } from '../../../lib/notice';

/** The designer's own page: change the specialties shown in the directory, in a plain dialog. */
export function SpecialtiesEditor({ value }: { value: string[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState(value);
  const save = useWorkMutation((c: string[]) => designersApi.specialties(c));
  return (
    <>
      <button
        type="button"
        className="bh-btn bh-btn-link bh-btn-link-primary bh-btn-small"
        onClick={() => setOpen(true)}
        data-testid="ds-specialties-edit"
      >
        <Icon icon={EditOutlined} />
        {t('designers.editSpecialties')}
      </button>
      <Dialog
        open={open}
        title={t('designers.editSpecialties')}
        onClose={() => setOpen(false)}
        footer={
          <DialogButtons
            onCancel={() => setOpen(false)}
            onOk={() =>
              save.mutate(codes, {
                onSuccess: () => {
                  void message.success(t('designers.specialtiesSaved'));
                  setOpen(false);
                },
              })
            }
            okText={t('common.confirm')}
            busy={save.isPending}
            okTestId="ds-specialties-save"
          />
        }
      >
        <CategoryFilter
          tree="designType"
          multiple
          value={codes}
          onChange={setCodes}
          aria-label={t('designers.specialties')}
          testId="ds-specialties"
        />
      </Dialog>
    </>
  );
}
