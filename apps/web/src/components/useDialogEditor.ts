import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EditorDialogProps } from './FormDialog';
import { message } from '../lib/notice';

/**
 * A back-office list whose records are written in a dialog (articles, venues): the record open in the dialog (null
 * for a new one), loading a record to edit, deleting one and saving the dialog — each change says so briefly and
 * refreshes every query under `invalidate`.
 */
export function useDialogEditor<Record extends { id: number }, Body extends object>({
  load,
  remove,
  save,
  invalidate,
  deleted,
  saved,
}: {
  load: (id: number) => Promise<Record>;
  remove: (id: number) => Promise<unknown>;
  /** a new record's body, or the edited one's with its id */
  save: (body: Body | ({ id: number } & Body)) => Promise<unknown>;
  invalidate: QueryKey;
  deleted: string;
  saved: string;
}) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState<{ record: Record | null } | null>(null);
  const [opened, setOpened] = useState(false);
  if (editing !== null && !opened) setOpened(true);
  const open = useMutation({ mutationFn: load, onSuccess: (record) => setEditing({ record }) });
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      message.success(deleted, 1.5);
      await qc.invalidateQueries({ queryKey: invalidate });
    },
  });
  const close = () => setEditing(null);
  const saveDialog = async (body: Body) => {
    await save(editing?.record ? { id: editing.record.id, ...body } : body);
    message.success(saved, 1.5);
    setEditing(null);
    await qc.invalidateQueries({ queryKey: invalidate });
  };
  const dialog: EditorDialogProps<Record, Body> = { open: editing !== null, record: editing?.record ?? null, onClose: close, onSave: saveDialog };
  return {
    /** what the record's dialog takes (`<ArticleEditor {...editor.dialog} />`) */
    dialog,
    /** the dialog has been opened once: from then on it is rendered (a lazy dialog loads when it is first wanted) */
    opened,
    create: () => setEditing({ record: null }),
    close,
    edit: (id: number) => open.mutate(id),
    /** the record of this id is being loaded to edit */
    loading: (id: number) => open.isPending && open.variables === id,
    remove: (id: number) => removal.mutateAsync(id),
  };
}
