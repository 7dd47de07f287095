import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { personalCenterPages } from './routes';

type Lazy = () => Promise<{ Component: ComponentType }>;
const pageAt = async (path: string) => {
  const route = personalCenterPages.find((p) => p.path === path);
  expect(route, `/personalCenter/${path} is a route`).toBeDefined();
  return (await (route!.lazy as unknown as Lazy)()).Component;
};

describe('the personal centre routes', () => {
  it('serves the seed’s /personalCenter/securityServices as the security settings page (issue 32)', async () => {
    expect(await pageAt('securityServices')).toBe(await pageAt('securitySetting'));
  });
});
