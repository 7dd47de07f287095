import { useState } from 'react';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { Icon } from '../../../components/lite/Icon';
import { Select } from '../../../components/lite/Select';
import { designerKeys, designersApi } from '../api';
import { message } from '../../../lib/notice';

/** "Invite to a task": a business picks one of its recruiting tasks; the designer gets a message. Plain markup. */
export function InviteButton({ cardno, name }: { cardno: string; name: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [taskId, setTaskId] = useState<string | undefined>();
  const tasks = useQuery({ queryKey: designerKeys.recruiting, queryFn: designersApi.recruiting, enabled: open });
  const invite = useMutation({
    mutationFn: () => designersApi.invite(cardno, Number(taskId)),
    onSuccess: () => {
      void message.success(t('designers.invite.sent'));
      setOpen(false);
      setTaskId(undefined);
    },
  });
  const rows = tasks.data?.listItem ?? [];
  return (
    <>
      <button type="button" className="bh-btn bh-btn-primary" onClick={() => setOpen(true)} data-testid="ds-invite">
        <Icon icon={SendOutlined} />
        {t('designers.invite')}
      </button>
      <Dialog
        open={open}
        title={t('designers.invite.title', { name })}
        onClose={() => setOpen(false)}
        footer={
          <DialogButtons
            onCancel={() => setOpen(false)}
            onOk={() => invite.mutate()}
            okText={t('designers.invite.send')}
            busy={invite.isPending}
            disabled={!taskId}
            okTestId="ds-invite-send"
          />
        }
      >
        {tasks.isPending ? (
          <PageSpin />
        ) : rows.length === 0 ? (
          <p className="bh-empty">{t('designers.invite.none')}</p>
        ) : (
          <Select
            value={taskId}
            onChange={setTaskId}
            options={rows.map((r) => ({ value: String(r.id), label: r.title }))}
            label={t('designers.invite.pick')}
            placeholder={t('designers.invite.pick')}
            testId="ds-invite-task"
          />
        )}
      </Dialog>
    </>
  );
}
