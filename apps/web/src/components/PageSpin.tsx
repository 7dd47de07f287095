import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useI18n } from '../i18n';

/** The page spinner (CSS only: it shows while a page's chunk loads). */
export function PageSpin({ testId }: { testId?: string } = {}) {
  const { t } = useI18n();
  return (
    <div className="bh-page-spin" role="status" aria-label={t('common.loading')} data-testid={testId}>
      <span className="bh-spinner" />
    </div>
  );
}

/** A layout's page: the route's lazily loaded page, with the page spinner while its code loads. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageSpin />}>
      <Outlet />
    </Suspense>
  );
}
