import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { categoryLimits } from '@boothhub/shared/contracts/categoryOptions';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { Note } from '../../../components/lite/Content';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { TextField, WholeField, useLiteForm } from '../../../components/lite/Form';
import { Switch } from '../../../components/lite/Switch';
import type { CategoryNode, NodeSave, TreeName } from '../api';
import { nodeName } from '../useMenusTree';
import { nodeChecks } from '../nodeChecks';

type Field = 'code' | 'nameZh' | 'nameEn' | 'sort';

/** What the dialog edits: a new node (under `parent`, or at the top) or an existing one. */
export type NodeTarget = { tree: TreeName; parent: CategoryNode | null; node: CategoryNode | null };

/** How a refusal is shown: under the field it is about, or above the fields. */
interface Refusals {
  refuse: (field: Field, text: string) => void;
  fail: (text: string) => void;
}

const fields: Field[] = ['code', 'nameZh', 'nameEn', 'sort'];

/** The field a refusal is about: the validation's field, or the code for a code that is taken. */
function fieldOf(err: unknown): Field | null {
  if (!isApiError(err)) return null;
  const field = typeof err.details?.field === 'string' ? err.details.field : '';
  if ((fields as string[]).includes(field)) return field as Field;
  if (err.errorCode && /CODE/.test(err.errorCode)) return 'code';
  return null;
}

/**
 * The add / edit dialog of a category node (Admin/menuSave). Errors stay in the dialog: a refused field is marked
 * under itself (a taken code, an invalid value), any other refusal shows above the fields. Plain markup.
 */
export function NodeForm({
  target,
  onClose,
  onSave,
}: {
  target: NodeTarget | null;
  onClose: () => void;
  onSave: (body: NodeSave) => Promise<unknown>;
}) {
  const { t, lang } = useI18n();
  const formId = useId();
  const save = useMutation({ mutationFn: onSave });
  const send = (body: NodeSave, { refuse, fail }: Refusals) =>
    save.mutate(body, {
      onError: (err) => {
        const field = fieldOf(err);
        const text = isApiError(err) ? err.userMessage : String(err);
        if (field) refuse(field, text);
        else fail(text);
      },
    });
  const node = target?.node ?? null;
  const title = node
    ? t('categories.node.edit', { name: nodeName(node, lang) })
    : target?.parent
      ? t('categories.node.newUnder', { name: nodeName(target.parent, lang) })
      : t('categories.node.new');
  return (
    <Dialog
      open={target !== null}
      title={title}
      onClose={onClose}
      footer={<DialogButtons onCancel={onClose} form={formId} okText={t('common.save')} busy={save.isPending} okTestId="category-save" />}
    >
      {target && <NodeFields id={formId} target={target} onSend={(body, refusals) => !save.isPending && send(body, refusals)} />}
    </Dialog>
  );
}

/** The node's fields, filled from the node edited (or empty, switched on, for a new one). */
function NodeFields({ id, target, onSend }: { id: string; target: NodeTarget; onSend: (body: NodeSave, refusals: Refusals) => void }) {
  const { t } = useI18n();
  const node = target.node;
  const [enabled, setEnabled] = useState(node?.enabled ?? true);
  const [error, setError] = useState<string | null>(null);
  const form = useLiteForm<Field>(
    nodeChecks(t),
    node ? { code: node.code, nameZh: node.nameZh, nameEn: node.nameEn, sort: String(node.sort) } : { sort: '0' },
  );
  return (
    <form
      id={id}
      className="bh-form"
      noValidate
      onSubmit={form.onSubmit((v) => {
        setError(null);
        onSend(
          {
            ...(node ? { id: node.id } : {}),
            tree: target.tree,
            parentId: node ? node.parentId : (target.parent?.id ?? null),
            code: v.code.trim(),
            nameZh: v.nameZh.trim(),
            nameEn: v.nameEn.trim(),
            sort: v.sort.trim() ? Number(v.sort.trim()) : 0,
            enabled,
          },
          { refuse: form.refuse, fail: setError },
        );
      })}
      data-testid="category-form"
    >
      {error && (
        <div className="bh-gap-bottom">
          <Note error testId="category-error">
            {error}
          </Note>
        </div>
      )}
      <TextField
        {...form.field('code')}
        label={t('categories.node.code')}
        hint={t('categories.node.codeHint')}
        maxLength={categoryLimits.code.max}
        autoComplete="off"
        testId="category-code"
      />
      <div className="bh-form-grid">
        <TextField
          {...form.field('nameZh')}
          label={t('categories.node.nameZh')}
          maxLength={categoryLimits.nameZh.max}
          autoComplete="off"
          testId="category-name-zh"
        />
        <TextField
          {...form.field('nameEn')}
          label={t('categories.node.nameEn')}
          maxLength={categoryLimits.nameEn.max}
          autoComplete="off"
          testId="category-name-en"
        />
      </div>
      <div className="bh-form-grid">
        <WholeField
          {...form.field('sort')}
          label={t('categories.node.sort')}
          max={categoryLimits.sort.max}
          autoComplete="off"
          testId="category-sort"
        />
        <div className="bh-field">
          <div className="bh-field-label" aria-hidden="true">
            {t('categories.node.enabled')}
          </div>
          <Switch checked={enabled} onChange={setEnabled} hiddenLabel={t('categories.node.enabled')} testId="category-enabled" />
        </div>
      </div>
    </form>
  );
}
