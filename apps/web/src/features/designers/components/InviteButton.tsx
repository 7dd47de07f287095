import { useState } from 'react';
import { Button, Empty, Modal, Select, Spin, type ButtonProps } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { designerKeys, designersApi } from '../api';
import { message } from '../../../app/notice';

/** "Invite to a task": a business picks one of its recruiting tasks; the designer gets a message. */
export function InviteButton({ cardno, name }: { cardno: string; name: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [taskId, setTaskId] = useState<number | undefined>();
  const tasks = useQuery({ queryKey: designerKeys.recruiting, queryFn: designersApi.recruiting, enabled: open });
  const invite = useMutation({
    mutationFn: () => designersApi.invite(cardno, taskId!),
    onSuccess: () => {
      void message.success(t('designers.invite.sent'));
      setOpen(false);
      setTaskId(undefined);
    },
  });
  const rows = tasks.data?.listItem ?? [];
  return (
    <>
      <Button type="primary" icon={<SendOutlined />} onClick={() => setOpen(true)} data-testid="ds-invite">
        {t('designers.invite')}
      </Button>
      <Modal
        open={open}
        title={t('designers.invite.title', { name })}
        onCancel={() => setOpen(false)}
        okText={t('designers.invite.send')}
        okButtonProps={{ disabled: !taskId, loading: invite.isPending, 'data-testid': 'ds-invite-send' } as ButtonProps}
        onOk={() => invite.mutate()}
        destroyOnHidden
      >
        <Spin spinning={tasks.isFetching}>
          {tasks.isSuccess && rows.length === 0 ? (
            <Empty description={t('designers.invite.none')} />
          ) : (
            <Select
              className="bh-full"
              placeholder={t('designers.invite.pick')}
              aria-label={t('designers.invite.pick')}
              value={taskId}
              onChange={setTaskId}
              options={rows.map((r) => ({ value: r.id, label: r.title }))}
              data-testid="ds-invite-task"
            />
          )}
        </Spin>
      </Modal>
    </>
  );
}
