import { useId, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { Dialog, DialogButtons } from './lite/Dialog';

/** What a record's create / edit dialog takes from `useDialogEditor` (its `dialog`). */
export interface EditorDialogProps<Record, Body> {
  open: boolean;
  /** the record to edit; null for a new one */
  record: Record | null;
  onClose: () => void;
  onSave: (body: Body) => Promise<unknown>;
}

/** What the dialog hands its form: the id its `<form>` takes (Save submits it) and `send`, which saves a body. */
export interface DialogForm<Body> {
  id: string;
  /** saves the body; Save is busy meanwhile and a second send does nothing (a refusal is told by the request helper) */
  send: (body: Body) => void;
}

/**
 * The create / edit dialog of a back-office record (articles, venues, help pages) in plain markup (lite `Dialog`,
 * wide): the form is the caller's, rendered afresh at each opening (so it starts again from the record, or blank) as
 * `<form id={form.id}>` with the plain form kit; Save submits it — the form checks its fields and calls `form.send`
 * with the call's body — and is busy while it saves; Cancel, Escape or the close button close it (not while saving).
 */
export function FormDialog<Body>({
  open,
  title,
  onClose,
  onSave,
  saveTestId,
  testId,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  onSave: (body: Body) => Promise<unknown>;
  saveTestId: string;
  testId?: string;
  children: (form: DialogForm<Body>) => ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const save = useMutation({ mutationFn: onSave });
  const close = () => !save.isPending && onClose();
  const send = (body: Body) => {
    if (!save.isPending) save.mutate(body);
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      wide
      testId={testId}
      footer={
        <DialogButtons
          onCancel={close}
          onOk={() => (document.getElementById(id) as HTMLFormElement | null)?.requestSubmit()}
          okText={t('common.save')}
          busy={save.isPending}
          okTestId={saveTestId}
        />
      }
    >
      {children({ id, send })}
    </Dialog>
  );
}
