import { Suspense } from 'react';
import { Spin } from 'antd';
import { Outlet } from 'react-router';

export function PageSpin() {
  return (
    <div className="bh-page-spin">
      <Spin size="large" />
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
