import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';
import { Drawer } from './Drawer';
import { MenuButton } from './MenuButton';
import { ViewerPoster } from './ViewerPoster';

/** The plain controls the header is made of (decision 042): what a keyboard or mouse user meets. */
describe('MenuButton', () => {
  const entries = [
    { key: 'a', node: <a href="#a">First</a> },
    { key: 'divider', node: null },
    { key: 'b', node: <a href="#b">Second</a> },
  ];

  it('opens its list on a click, closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(<MenuButton label="Account" entries={entries} testId="menu" />);
    const button = screen.getByTestId('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('First')).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('First')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('First')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when an entry is chosen or the page is clicked elsewhere', async () => {
    const user = userEvent.setup();
    let chosen = 0;
    render(
      <div>
        <span>outside</span>
        <MenuButton label="Account" entries={[{ key: 'x', node: <button type="button">Log out</button>, onSelect: () => chosen++ }]} testId="menu" />
      </div>,
    );
    await user.click(screen.getByTestId('menu'));
    await user.click(screen.getByText('Log out'));
    expect(chosen).toBe(1);
    expect(screen.queryByText('Log out')).toBeNull();
    await user.click(screen.getByTestId('menu'));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByText('Log out')).toBeNull();
  });
});

describe('Drawer', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Drawer open={open} onClose={() => setOpen(false)} title="Menu" closeLabel="Close">
          <a href="#one">One</a>
          <a href="#two">Two</a>
        </Drawer>
      </>
    );
  }

  it('is a modal dialog that keeps Tab inside and closes on Escape, giving the focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByText('Open');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    await user.tab(); // the close button
    await user.tab(); // One
    await user.tab(); // Two
    expect(document.activeElement).toBe(screen.getByText('Two'));
    await user.tab(); // back to the first control
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('Open'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves Escape to a dialog opened from inside it, and keeps the focus where it is when its page re-renders', async () => {
    const user = userEvent.setup();
    function WithDialog() {
      const [open, setOpen] = useState(true);
      const [asking, setAsking] = useState(false);
      const [typed, setTyped] = useState('');
      return (
        <>
          <output>{typed}</output>
          {/* a new onClose at every render, as a page gives */}
          <Drawer open={open} onClose={() => setOpen(false)} title="Case" closeLabel="Close" wide>
            <input aria-label="Note" value={typed} onChange={(e) => setTyped(e.target.value)} />
            <button type="button" onClick={() => setAsking(true)}>
              Decide
            </button>
            <Dialog open={asking} title="Decision" onClose={() => setAsking(false)}>
              <p>Sure?</p>
            </Dialog>
          </Drawer>
        </>
      );
    }
    render(<WithDialog />);
    const panel = screen.getByRole('dialog', { name: 'Case' });
    expect(panel.className).toContain('bh-drawer-wide');
    await user.click(screen.getByLabelText('Note'));
    await user.keyboard('abc');
    expect(document.activeElement).toBe(screen.getByLabelText('Note'));
    await user.click(screen.getByText('Decide'));
    // (the browser puts the focus in the dialog as it opens; the test DOM's stand-in does not)
    within(screen.getByText('Sure?').closest('dialog')!).getByRole('button').focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Sure?')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Case' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Case' })).toBeNull();
  });
});

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
