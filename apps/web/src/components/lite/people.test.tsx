import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar, avatarColour, Person, Stars } from './Content';
import { PictureViewer, usePictureViewer } from './Pictures';

describe('Stars', () => {
  it('reads out the rating, rounded to a half, and draws that many gold stars', () => {
    render(<Stars value={4.3} testId="s" />);
    const stars = screen.getByRole('img', { name: /4\.5/ });
    expect(stars.querySelectorAll('.is-full')).toHaveLength(4);
    expect(stars.querySelectorAll('.is-half')).toHaveLength(1);
  });

  it('says so when there is no rating', () => {
    render(<Stars value={null} none="Not rated yet" />);
    expect(screen.getByText('Not rated yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('Avatar', () => {
  it('shows the picture sized and lazily loaded, decorative (the name is beside it)', () => {
    const { container, rerender } = render(<Avatar src="/me.png" size={56} name="Lin" id="D100" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/me.png');
    expect(img.getAttribute('alt')).toBe('');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['56', '56', 'lazy']);
    rerender(<Avatar src="/me.png" size={56} eager />);
    expect(container.querySelector('img')!.hasAttribute('loading')).toBe(false);
  });

  it("without a picture: the name's initial on a colour of the member's own, hidden from screen readers", () => {
    const { container, rerender } = render(<Avatar src={null} name="lin" id="D100" />);
    const fallback = container.querySelector('.bh-avatar') as HTMLElement;
    expect(container.querySelector('img')).toBeNull();
    expect(fallback.getAttribute('data-initial')).toBe('L');
    expect(fallback.textContent).toBe('');
    expect(fallback.getAttribute('aria-hidden')).toBe('true');
    expect(fallback.style.background).not.toBe('');
    rerender(<Avatar name="设计师小王" id="D100" />);
    expect(container.querySelector('.bh-avatar')!.getAttribute('data-initial')).toBe('设');
    expect(avatarColour('D100')).toBe(avatarColour('D100'));
    expect(new Set(['D1', 'D2', 'D3', 'D4', 'D5'].map(avatarColour)).size).toBeGreaterThan(1);
    rerender(<Avatar src={null} />);
    expect(container.querySelector('.bh-avatar')!.getAttribute('data-initial')).toBe('');
  });

  it('names a person once: the avatar before the name, or before what is given instead', () => {
    const { container } = render(
      <Person name="Lin" src="/me.png" id="D100" testId="p">
        <a href="/designInfo?cardno=D100">Lin</a>
      </Person>,
    );
    expect(screen.getByTestId('p').textContent).toBe('Lin');
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });
});

/** A page's own thumbnail opening the viewer with the kit's opener (as the gallery's wall does). */
function Opener() {
  const viewer = usePictureViewer();
  return (
    <>
      <button type="button" onClick={(e) => viewer.open(1, e)}>
        open
      </button>
      {viewer.shown !== null && (
        <PictureViewer
          pictures={['/a.jpg', '/b.jpg', '/c.jpg']}
          start={viewer.shown}
          name="Stand"
          testId="v"
          caption={<a href="/work">the work</a>}
          onClose={viewer.closed}
        />
      )}
    </>
  );
}

describe('PictureViewer', () => {
  it('opens at its first picture with focus on close, steps with the arrow keys round the ends, shows its caption, closes with Escape and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const picture = screen.getByTestId('v-viewer-picture');
    expect(picture.getAttribute('src')).toBe('/b.jpg');
    expect(picture.getAttribute('alt')).toBe('Stand 2');
    expect(screen.getByTestId('v-viewer-count').textContent).toBe('2 / 3');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    expect(screen.getByRole('link', { name: 'the work' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('v-viewer-picture').getAttribute('src')).toBe('/c.jpg');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('v-viewer-picture').getAttribute('src')).toBe('/a.jpg');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('v-viewer-picture').getAttribute('src')).toBe('/c.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('v-viewer')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' }));
  });
});
