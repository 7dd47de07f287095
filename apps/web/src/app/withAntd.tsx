import { createContext, lazy, type ComponentType } from 'react';
import { getLang } from '../i18n';
import { loadAntdLocale } from '../i18n/antd';

/**
 * Pages and sections that show antd components load antd with their own chunk and render inside its scope (theme,
 * locale, form messages, the modal holder: `antd/AntdScope.tsx`). What loads before them — the entry, the header, the
 * landing page — holds no antd at all (docs/decisions/042).
 */
export const InsideAntd = createContext(false);

/** A chunk that renders antd, with antd's locale of the current language (AntdConfig reads it). */
export async function withAntdLocale<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadAntdLocale(getLang())]);
  return module;
}

const loadScope = () => withAntdLocale(() => import('./antd/AntdScope')).then((m) => m.default);

/** `load`'s component, wrapped in the antd scope, once both chunks are here. */
export async function loadWithAntd<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Inner, Scope] = await Promise.all([load(), loadScope()]);
  return function WithAntd(props: P) {
    return (
      <Scope>
        <Inner {...props} />
      </Scope>
    );
  };
}

/** React.lazy of a component that shows antd parts (see loadWithAntd). */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadWithAntd(load) }));
}

/**
 * React.lazy of a part drawn in plain markup (components/lite), loaded without antd from a page that has none (the
 * landing page's sections). scripts/budget.mjs reads these lines and measures such a part as what it loads.
 */
export function lazyPlain<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
