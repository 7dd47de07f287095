import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import type { LiteForm } from '../../../components/lite/Form';

const SETTINGS = '/personalCenter/securitySetting';

/** A page that changes one security setting (the phone, the password): its heading, its form, the way back. */
export function SecurityFormPage({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <h1 className="bh-card-title">{heading}</h1>
      {children}
      <div className="bh-card-foot">
        <Link to={SETTINGS}>{t('common.back')}</Link>
      </div>
    </>
  );
}

/**
 * The change of a security setting from a plain form (decision 048's kit): the form's submit handler sends the values
 * once (a refusal is a toast); once saved (and `after` has run), it says `done` and
 * goes back to the settings.
 */
export function useSecurityChange<K extends string>(
  form: LiteForm<K>,
  mutationFn: (v: Record<K, string>) => Promise<unknown>,
  done: MessageKey,
  after?: () => Promise<unknown>,
) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const notice = useNotice();
  const mutation = useMutation({
    mutationFn,
    onSuccess: async () => {
      await after?.();
      notice.success(t(done));
      navigate(SETTINGS);
    },
  });
  const onSubmit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values);
  });
  return { onSubmit, busy: mutation.isPending };
}
