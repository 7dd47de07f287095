import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../../../i18n';
import { useNotice } from '../../../app/notice';

const SETTINGS = '/personalCenter/securitySetting';

/** A page that changes one security setting (the phone, the password): its heading, its form, the way back. */
export function SecurityFormPage({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <Typography.Title level={3} className="bh-card-title">
        {heading}
      </Typography.Title>
      {children}
      <div className="bh-card-foot">
        <Link to={SETTINGS}>{t('common.back')}</Link>
      </div>
    </>
  );
}

/** The change of a security setting: once it is saved (and `after` has run), says `done` and goes back to the settings. */
export function useSecurityChange<V>(mutationFn: (v: V) => Promise<unknown>, done: MessageKey, after?: () => Promise<unknown>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const notice = useNotice();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await after?.();
      notice.success(t(done));
      navigate(SETTINGS);
    },
  });
}
