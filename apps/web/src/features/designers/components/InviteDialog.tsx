import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { Select } from '../../../components/lite/Select';
import { designerKeys, designersApi } from '../api';
import { message } from '../../../lib/notice';

/**
 * "Invite to a task": a business picks one of its recruiting tasks; the designer gets a message. Plain markup. The
 * button is the designer page's own, drawn with the page: this part comes later and must not move what is drawn.
 */
export function InviteDialog({ cardno, name, open, onClose }: { cardno: string; name: string; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const [taskId, setTaskId] = useState<string | undefined>();
  const tasks = useQuery({ queryKey: designerKeys.recruiting, queryFn: designersApi.recruiting, enabled: open });
  const invite = useMutation({
    mutationFn: () => designersApi.invite(cardno, Number(taskId)),
    onSuccess: () => {
      void message.success(t('designers.invite.sent'));
      onClose();
      setTaskId(undefined);
    },
  });
  const rows = tasks.data?.listItem ?? [];
  return (
    <Dialog
      open={open}
      title={t('designers.invite.title', { name })}
      onClose={onClose}
      footer={
        <DialogButtons
          onCancel={onClose}
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
  );
}
