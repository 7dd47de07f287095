import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message, notification } from '../lib/notice';
import { Toasts } from './Toasts';

afterEach(() => {
  act(() => {
    message.destroy();
    notification.destroy();
  });
  vi.useRealTimers();
});

describe('the toasts', () => {
  it('shows a toast and closes it after its seconds', () => {
    vi.useFakeTimers();
    render(<Toasts />);
    act(() => void message.success('Saved', 1.5));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1400));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps at most three, replaces a toast by its key and closes it by its key', () => {
    render(<Toasts />);
    act(() => {
      ['one', 'two', 'three', 'four'].forEach((text) => void message.info(text));
    });
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.getByText('four')).toBeTruthy();
    act(() => void message.open({ key: 'undo', type: 'success', content: 'Removed', duration: 10 }));
    act(() => void message.open({ key: 'undo', type: 'success', content: 'Removed again', duration: 10 }));
    expect(screen.queryByText('Removed')).toBeNull();
    expect(screen.getByText('Removed again')).toBeTruthy();
    act(() => void message.destroy('undo'));
    expect(screen.queryByText('Removed again')).toBeNull();
    expect(screen.getByText('four')).toBeTruthy();
  });

  it('says errors with a title as a notification that the reader can close', async () => {
    const { container } = render(<Toasts />);
    act(() => void notification.error({ title: 'Request failed', description: 'The server is away' }));
    const region = container.querySelector('[aria-live="assertive"]') as HTMLElement;
    expect(within(region).getByText('Request failed')).toBeTruthy();
    expect(within(region).getByText('The server is away')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Request failed')).toBeNull();
  });
});
