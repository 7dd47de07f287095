import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setLang } from '../../../i18n/lang';
import { fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import MainPage from './MainPage';

afterEach(() => setLang('en-US'));

const factoryCard = async () => (await screen.findByTestId('hero-join-factory')).closest('.bh-role-card')!.textContent!;

/** The home page's three roles: factories are a working part of the marketplace (directory, quotes), not "coming soon" (issue 32). */
describe('the home page’s roles', () => {
  it('tells factories about the directory and quotes, not that it is coming soon', async () => {
    fakeApi();
    renderPage(<MainPage />, { path: '/' });
    const text = await factoryCard();
    expect(text).toContain('factory directory');
    expect(text.toLowerCase()).not.toContain('coming soon');
  });

  it('in Chinese too', async () => {
    setLang('zh-CN');
    fakeApi();
    renderPage(<MainPage />, { path: '/' });
    const text = await factoryCard();
    expect(text).toContain('工厂名录');
    expect(text).not.toContain('即将上线');
  });
});
