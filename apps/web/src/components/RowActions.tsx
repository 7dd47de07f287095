import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, type TableColumnType } from 'antd';
import { useI18n } from '../i18n';

/** A table row's "Edit" link; busy while the record it opens loads. */
export function EditLink({ onClick, busy, testId }: { onClick: () => void; busy?: boolean; testId: string }) {
  const { t } = useI18n();
  return (
    <Button type="link" size="small" loading={busy} onClick={onClick} data-testid={testId}>
      {t('common.edit')}
    </Button>
  );
}

interface ConfirmLinkProps {
  confirm: ReactNode;
  onConfirm: () => unknown;
  testId: string;
  /** names the confirm button */
  confirmTestId?: string;
}

/** A table row's red link that asks again first (delete, cancel): `okText` (Confirm by default) goes ahead, red with `okDanger`. */
export function ConfirmLink({
  label,
  okText,
  okDanger,
  confirm,
  onConfirm,
  testId,
  confirmTestId,
}: ConfirmLinkProps & { label: ReactNode; okText?: ReactNode; okDanger?: boolean }) {
  const { t } = useI18n();
  return (
    <Popconfirm
      title={confirm}
      okText={okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: okDanger, 'data-testid': confirmTestId } as never}
      onConfirm={onConfirm as () => void}
    >
      <Button type="link" size="small" danger data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/** A table row's "Delete" link, asked again first (the confirm button is red). */
export function DeleteLink(props: ConfirmLinkProps) {
  const { t } = useI18n();
  return <ConfirmLink {...props} label={t('common.delete')} okText={t('common.delete')} okDanger />;
}

/** What the row links of a record edited in a dialog call (see useDialogEditor). */
interface RowEditor {
  loading: (id: number) => boolean;
  edit: (id: number) => void;
  remove: (id: number) => Promise<unknown>;
}

/** The actions column of a back-office list edited in a dialog: each row's `EditDeleteLinks`, `confirm` asked before a delete. */
export function editorColumn<R extends { id: number }>(
  title: string,
  editor: RowEditor,
  confirm: (row: R) => ReactNode,
  testId: string,
): TableColumnType<R> {
  return {
    key: 'actions',
    title,
    width: 150,
    render: (_, r) => <EditDeleteLinks id={r.id} editor={editor} confirm={confirm(r)} testId={testId} />,
  };
}

/** A back-office row's "Edit" and "Delete" links; test ids `${testId}-edit-${id}` and `${testId}-delete-${id}`. */
function EditDeleteLinks({ id, editor, confirm, testId }: { id: number; editor: RowEditor; confirm: ReactNode; testId: string }) {
  return (
    <Space size={0} wrap>
      <EditLink busy={editor.loading(id)} onClick={() => editor.edit(id)} testId={`${testId}-edit-${id}`} />
      <DeleteLink confirm={confirm} onConfirm={() => editor.remove(id)} testId={`${testId}-delete-${id}`} />
    </Space>
  );
}
