import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { Dialog } from './Dialog';
import { Drawer } from './Drawer';
import { MenuButton } from './MenuButton';

/**
 * The kit's modal pieces in Chromium: the browser's own `<dialog>` (top layer, inert page, Escape), real pointer and
 * wheel input, real focus moves. jsdom stubs `showModal()` and has no layout, so none of this could fail there.
 */
function PinDialog({ tall = false }: { tall?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {tall && <div style={{ height: 3000 }}>A long page</div>}
      <button type="button" onClick={() => setOpen(true)}>
        Pay
      </button>
      <Dialog open={open} title="Enter your PIN" onClose={() => setOpen(false)}>
        <p>Type the six digits of your payment PIN to pay 120.00 to the designer.</p>
        <input aria-label="PIN" inputMode="numeric" />
      </Dialog>
    </>
  );
}

const dialogNamed = (name: string) => screen.queryByRole('dialog', { name });

describe('Dialog in a real browser', () => {
  it('stays open, with the typed PIN, when a text selection is dragged from inside onto the dimmed page', async () => {
    render(<PinDialog />);
    const pin = screen.getByLabelText('PIN') as HTMLInputElement;
    await userEvent.type(pin, '4821');
    // press on the text, move out of the box and let go over the dimmed page (a text selection that went too far)
    await userEvent.dragAndDrop(screen.getByText(/six digits/), document.body, { force: true, targetPosition: { x: 4, y: 4 } });
    expect(dialogNamed('Enter your PIN')).not.toBeNull();
    expect(pin.value).toBe('4821');
    // a click on the dimmed page itself still closes it
    await userEvent.click(document.body, { force: true, position: { x: 4, y: 4 } });
    await waitFor(() => expect(dialogNamed('Enter your PIN')).toBeNull());
  });

  it('keeps the page behind from scrolling while it is open, and lets it scroll again once closed', async () => {
    render(<PinDialog tall />);
    const dialog = screen.getByRole('dialog', { name: 'Enter your PIN' });
    await userEvent.wheel(dialog, { delta: { y: 600 } });
    await new Promise((r) => setTimeout(r, 200));
    expect(document.scrollingElement!.scrollTop).toBe(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialogNamed('Enter your PIN')).toBeNull());
    await userEvent.wheel(screen.getByText('A long page'), { delta: { y: 600 } });
    await waitFor(() => expect(document.scrollingElement!.scrollTop).toBeGreaterThan(0));
  });
});

describe('a tall Dialog (issue 32: the service buy dialog cut off its buttons at 1280×800)', () => {
  it('keeps its title and its buttons in the window and scrolls its body between them', async () => {
    await page.viewport(1280, 800);
    render(
      <Dialog
        open
        title="Buy the package"
        onClose={() => {}}
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Pay 120.00</button>
          </>
        }
      >
        {Array.from({ length: 9 }, (_, i) => (
          <label key={i} style={{ display: 'block', height: 110 }}>
            Field {i + 1} <input />
          </label>
        ))}
      </Dialog>,
    );
    const inWindow = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    };
    const pay = screen.getByRole('button', { name: 'Pay 120.00' });
    await waitFor(() => expect(inWindow(pay)).toBe(true));
    expect(inWindow(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
    expect(inWindow(screen.getByRole('heading', { name: 'Buy the package' }))).toBe(true);
    // the fields scroll inside the body: the last one is reached by scrolling it, the buttons stay where they are
    const body = document.querySelector('.bh-dialog-body') as HTMLElement;
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    const last = screen.getByLabelText('Field 9');
    last.scrollIntoView();
    expect(inWindow(last)).toBe(true);
    expect(inWindow(pay)).toBe(true);
  });
});

describe('Drawer in a real browser', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <div style={{ height: 3000 }}>A long page</div>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <button type="button">Behind</button>
        <Drawer open={open} onClose={() => setOpen(false)} title="Menu" closeLabel="Close">
          <a href="#one">One</a>
          <a href="#two">Two</a>
        </Drawer>
      </>
    );
  }

  it('is a modal <dialog> like the Dialog: the page behind is inert and does not scroll, Escape closes it', async () => {
    render(<Harness />);
    const opener = screen.getByText('Open');
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.tagName).toBe('DIALOG');
    expect(drawer.matches(':modal')).toBe(true);
    expect(screen.getByText('Behind').matches(':modal, :modal *')).toBe(false);
    expect(drawer.contains(document.activeElement)).toBe(true);
    // along the right edge, the whole height, 280 px wide
    const r = drawer.getBoundingClientRect();
    expect([r.top, r.right, r.bottom, r.width]).toEqual([0, document.documentElement.clientWidth, window.innerHeight, 280]);
    // (the click on the opener scrolled the page down to it)
    const at = document.scrollingElement!.scrollTop;
    await userEvent.wheel(drawer, { delta: { y: -600 } });
    await new Promise((r) => setTimeout(r, 200));
    expect(document.scrollingElement!.scrollTop).toBe(at);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialogNamed('Menu')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

describe('MenuButton in a real browser', () => {
  it('closes its menu when the focus leaves it, by Tab or otherwise', async () => {
    render(
      <>
        <MenuButton
          label="Account"
          testId="menu"
          entries={[
            { key: 'a', node: <a href="#a">First</a> },
            { key: 'b', node: <a href="#b">Second</a> },
          ]}
        />
        <button type="button">After</button>
      </>,
    );
    const button = screen.getByTestId('menu');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('First');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Second');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('After');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByText('First')).toBeNull();
    await userEvent.click(button);
    screen.getByText('After').focus();
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('MenuButton', () => {
  const entries = [
    { key: 'a', node: <a href="#a">First</a> },
    { key: 'divider', node: null },
    { key: 'b', node: <a href="#b">Second</a> },
  ];

  it('opens its list on a click, closes on Escape and gives the focus back to its button', async () => {
    render(<MenuButton label="Account" entries={entries} testId="menu" />);
    const button = screen.getByTestId('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('First')).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('First');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('closes when an entry is chosen or the page is clicked elsewhere', async () => {
    let chosen = 0;
    render(
      <div>
        <span>outside</span>
        <MenuButton label="Account" entries={[{ key: 'x', node: <button type="button">Log out</button>, onSelect: () => chosen++ }]} testId="menu" />
      </div>,
    );
    await userEvent.click(screen.getByTestId('menu'));
    await userEvent.click(screen.getByText('Log out'));
    expect(chosen).toBe(1);
    await waitFor(() => expect(screen.queryByText('Log out')).toBeNull());
    await userEvent.click(screen.getByTestId('menu'));
    await userEvent.click(screen.getByText('outside'));
    await waitFor(() => expect(screen.queryByText('Log out')).toBeNull());
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

  it('takes the focus as it opens, Tab goes through its controls, its close button and the dimmed page close it', async () => {
    render(<Harness />);
    const opener = screen.getByText('Open');
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.activeElement).toBe(drawer);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByText('Two'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialogNamed('Menu')).toBeNull());
    expect(document.activeElement).toBe(opener);
    // the right panel leaves the left of the page dimmed: a click there closes it
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(document.body, { force: true, position: { x: 4, y: 4 } });
    await waitFor(() => expect(dialogNamed('Menu')).toBeNull());
  });

  it('leaves Escape to a dialog opened from inside it, and keeps the focus where it is when its page re-renders', async () => {
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
    await userEvent.click(screen.getByLabelText('Note'));
    await userEvent.keyboard('abc');
    expect(document.activeElement).toBe(screen.getByLabelText('Note'));
    await userEvent.click(screen.getByText('Decide'));
    const decision = await screen.findByRole('dialog', { name: 'Decision' });
    expect(decision.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialogNamed('Decision')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Case' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByText('Decide'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialogNamed('Case')).toBeNull());
  });
});
