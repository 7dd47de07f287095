import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewerPoster } from './ViewerPoster';

/** The 3D views' poster (decision 053). The header's menu button and drawer are tested in Chromium: lite/Dialog.browser.spec.tsx. */
describe('ViewerPoster', () => {
  it('shows its picture at the size given, with a named button that Space or Enter presses', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<ViewerPoster picture="/files/p.jpg" alt="The stand" label="View in 3D" hint="2 views" onOpen={onOpen} height={420} testId="v" />);
    const poster = screen.getByTestId('v-poster');
    expect(poster.style.height).toBe('420px');
    expect(within(poster).getByRole('img', { name: 'The stand' }).getAttribute('src')).toBe('/files/p.jpg');
    expect(poster.textContent).toContain('2 views');
    const button = screen.getByRole('button', { name: 'View in 3D' });
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('is a neutral box with the button when there is no picture, sized by a class', () => {
    render(<ViewerPoster picture={null} alt="The stand" label="Look around" onOpen={() => {}} size="bh-pano-size" testId="v" />);
    const poster = screen.getByTestId('v-poster');
    expect(within(poster).queryByRole('img')).toBeNull();
    expect(poster.className).toBe('bh-poster bh-pano-size');
    expect(screen.getByTestId('v-open').textContent).toBe('Look around');
  });
});
