import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useI18n } from '../i18n';
import NotFound from '../features/content/pages/NotFound';
import { ResultView } from '../components/LinkResult';

/**
 * A failed lazy route import (script chunk) or style chunk (Vite's CSS preload) — usually a deploy replaced the
 * files or the network dropped. The only cure is a reload. (Browsers give up on a module script on their own;
 * the seed's 120 s chunk timeout is not configurable in Vite: see apps/web/README.md.)
 */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    text,
  );
}

const reload = () => window.location.reload();

export function ErrorView({ error }: { error: unknown }) {
  const { t } = useI18n();
  const chunk = isChunkLoadError(error);
  return (
    <ResultView
      status={chunk ? 'warning' : 'error'}
      title={t(chunk ? 'chunk.title' : 'error.title')}
      subTitle={t(chunk ? 'chunk.text' : 'error.text')}
      extra={
        <button type="button" className="bh-btn bh-btn-primary" onClick={reload} data-testid="error-reload">
          {t('common.reload')}
        </button>
      }
    />
  );
}

/** The router's error element: not-found answers, chunk-load failures (reload offer), anything else. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isChunkLoadError(error)) console.error(error);
  return <ErrorView error={error} />;
}

/** Last line of defence around the whole app (providers included). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.error ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}
