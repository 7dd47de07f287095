import { useState } from 'react';
import { Button, Modal } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useI18n } from '../../../i18n';
import { CategorySelect } from '../../categories';
import { designersApi, useWorkMutation } from '../api';
import { message } from '../../../app/notice';

/** The designer's own page: change the specialties shown in the directory (antd: loaded with `lazyWithAntd`). */
export function SpecialtiesEditor({ value }: { value: string[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState(value);
  const save = useWorkMutation((c: string[]) => designersApi.specialties(c));
  return (
    <>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid="ds-specialties-edit">
        {t('designers.editSpecialties')}
      </Button>
      <Modal
        open={open}
        title={t('designers.editSpecialties')}
        onCancel={() => setOpen(false)}
        confirmLoading={save.isPending}
        onOk={async () => {
          await save.mutateAsync(codes);
          void message.success(t('designers.specialtiesSaved'));
          setOpen(false);
        }}
      >
        <CategorySelect tree="designType" multiple value={codes} onChange={setCodes} aria-label={t('designers.specialties')} />
      </Modal>
    </>
  );
}
