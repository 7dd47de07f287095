import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/** SVG attributes as React names them: `fill-rule` → `fillRule`, `class` → `className`. */
function props(attrs: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );
}

function render(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...props(node.attrs) }, (node.children ?? []).map(render));
}

/**
 * An antd icon drawn from its SVG definition (`@ant-design/icons-svg`), without `@ant-design/icons`' runtime: the same
 * picture as antd's `<XOutlined />`, the app's only way to draw an icon.
 */
export function Icon({ icon, className }: { icon: IconDefinition; className?: string }) {
  if (typeof icon.icon === 'function') throw new Error('two-tone icons are not supported');
  const svg = icon.icon;
  return (
    <span role="img" aria-hidden="true" className={`bh-icon${className ? ` ${className}` : ''}`}>
      {createElement(svg.tag, { ...props(svg.attrs), width: '1em', height: '1em', fill: 'currentColor' }, (svg.children ?? []).map(render))}
    </span>
  );
}
