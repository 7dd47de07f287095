/**
 * The accessibility check of the browser tests (issue 12 item 16): axe-core on the page as it is now, keeping the
 * violations of serious or critical impact against WCAG 2.1 A and AA, less the known ones listed below. A test
 * expects the list empty.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface A11yViolation {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Violations inside Ant Design's own widgets that a page cannot fix with an attribute, each waiting for the change
 * named here. A violation is let through only when every node it names matches; anything else fails the test.
 */
export const knownA11yViolations: Array<{ rule: string; target: RegExp; why: string }> = [
  {
    rule: 'aria-hidden-focus',
    target: /^\.ant-menu-item/,
    why: "antd's horizontal Menu hides overflowed items with aria-hidden while they stay focusable (the personal-centre menu under 768 px); issue 12 item 7 replaces it with a drawer or a select",
  },
  {
    rule: 'aria-required-children',
    target: /^\.ant-tabs-nav/,
    why: "antd's Tabs leave the tablist without tabs while they measure an overflow (projectManagement under 768 px)",
  },
];

const isKnown = (v: A11yViolation) => knownA11yViolations.some((k) => k.rule === v.rule && v.targets.every((t) => k.target.test(t)));

export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      url: new URL(page.url()).pathname + new URL(page.url()).search,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  return found.filter((v) => !isKnown(v));
}
