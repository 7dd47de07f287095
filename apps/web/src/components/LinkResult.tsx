import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning' | '404' | '403';

const MARKS: Record<ResultStatus, string> = { success: '✓', error: '✕', info: 'i', warning: '!', '404': '404', '403': '403' };

/**
 * A full-page result (404, 403, done, a failure) with an optional action. Plain markup and CSS (app.css `.bh-result`):
 * not-found and forbidden pages and the error view need no chunk of their own (docs/decisions/042). Its title is the
 * page's h1: the result is the page.
 */
export function ResultView({
  status,
  title,
  subTitle,
  testId,
  extra,
}: {
  status: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  testId?: string;
  extra?: ReactNode;
}) {
  const code = status === '404' || status === '403';
  // a 404 or 403 page titled with its code shows the code once, as the title
  const mark = code && title === status ? null : MARKS[status];
  return (
    <div className={`bh-result bh-result-${code ? 'code' : status}`} data-testid={testId}>
      {mark && (
        <div className="bh-result-mark" aria-hidden="true">
          {mark}
        </div>
      )}
      <h1 className="bh-result-title">{title}</h1>
      {subTitle && <div className="bh-result-sub">{subTitle}</div>}
      {extra && <div className="bh-result-extra">{extra}</div>}
    </div>
  );
}

/** A full-page result with one primary button that links on. */
export function LinkResult({
  status,
  title,
  subTitle,
  testId,
  to,
  action,
}: {
  status: ResultStatus;
  title: ReactNode;
  subTitle: ReactNode;
  testId: string;
  to: string;
  action: string;
}) {
  return (
    <ResultView
      status={status}
      title={title}
      subTitle={subTitle}
      testId={testId}
      extra={
        <Link to={to} className="bh-btn bh-btn-primary">
          {action}
        </Link>
      }
    />
  );
}
