import type { ReactNode } from 'react';
import { useI18n } from '../i18n';
import { BusyMark } from './lite/BusyMark';
import { ConfirmButton } from './lite/Confirm';
import type { Column } from './lite/Table';

/** A table row's "Edit" link (a link-like button); busy while the record it opens loads (a click then does nothing). */
export function EditLink({ onClick, busy, testId }: { onClick: () => void; busy?: boolean; testId: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="bh-btn bh-btn-link bh-btn-link-primary bh-btn-small"
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
      data-testid={testId}
    >
      {busy && <BusyMark />}
      {t('common.edit')}
    </button>
  );
}

interface ConfirmLinkProps {
  confirm: ReactNode;
  onConfirm: () => unknown;
  testId: string;
  /** names the confirm button */
  confirmTestId?: string;
}

/**
 * A table row's red link that asks again first (delete, cancel): a small dialog titled by `confirm`, whose `okText`
 * (Confirm by default) goes ahead, red with `okDanger` (lite `ConfirmButton`; the dialog's test id `${testId}-confirm`).
 */
export function ConfirmLink({
  label,
  okText,
  okDanger,
  confirm,
  onConfirm,
  testId,
  confirmTestId,
}: ConfirmLinkProps & { label: ReactNode; okText?: ReactNode; okDanger?: boolean }) {
  return (
    <ConfirmButton
      question={confirm}
      onConfirm={onConfirm}
      okText={okText}
      danger={okDanger}
      className="bh-btn bh-btn-link bh-btn-small bh-btn-danger"
      testId={testId}
      okTestId={confirmTestId}
    >
      {label}
    </ConfirmButton>
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

/**
 * The actions column of a back-office list edited in a dialog (a plain table's column, `PagedPlainTable`): each row's
 * "Edit" and "Delete" links, `confirm` asked before a delete; test ids `${testId}-edit-${id}` and `${testId}-delete-${id}`.
 */
export function editorColumn<R extends { id: number }>(title: string, editor: RowEditor, confirm: (row: R) => ReactNode, testId: string): Column<R> {
  return {
    key: 'actions',
    title,
    render: (r) => (
      <div className="bh-row-actions">
        <EditLink busy={editor.loading(r.id)} onClick={() => editor.edit(r.id)} testId={`${testId}-edit-${r.id}`} />
        <DeleteLink confirm={confirm(r)} onConfirm={() => editor.remove(r.id)} testId={`${testId}-delete-${r.id}`} />
      </div>
    ),
  };
}
