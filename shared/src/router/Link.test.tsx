/** @jest-environment ./jest.jsdom-environment.js */
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@halo/testkit/runtime/testApiClient';
import { testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { Link } from './Link';
import { useLocationPath } from './useLocationPath';

function CurrentPath() {
  return <output>{useLocationPath()}</output>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Clicks, tells whether the Link left the click to the browser, then stops jsdom following it. */
function clickLeftToBrowser(element: HTMLElement, init: MouseEventInit): boolean {
  let leftToBrowser = false;
  const observe = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault(); // jsdom cannot load pages
  };
  window.addEventListener('click', observe);
  fireEvent.click(element, init);
  window.removeEventListener('click', observe);
  return leftToBrowser;
}

withTestPage();

describe('Link', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    testStore().setState({ path: '/', history: ['/'] });
  });

  it('navigates client-side on a plain left click', async () => {
    render(
      <>
        <Link to="/transactions">Transactions</Link>
        <CurrentPath />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Transactions' });
    expect(link.getAttribute('href')).toBe('/transactions');
    const leftToBrowser = clickLeftToBrowser(link, { button: 0 });
    await settle();
    expect(leftToBrowser).toBe(false);
    expect(window.location.pathname).toBe('/transactions');
    expect(screen.getByRole('status').textContent).toBe('/transactions');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'lets a modified click (%o) through to the browser',
    async (modifier) => {
      render(<Link to="/transactions">Transactions</Link>);
      const leftToBrowser = clickLeftToBrowser(screen.getByRole('link'), { button: 0, ...modifier });
      await settle();
      expect(leftToBrowser).toBe(true);
      expect(testStore().getState().path).toBe('/');
    },
  );

  it('leaves target="_blank" links to the browser and still calls onClick', async () => {
    const onClick = jest.fn();
    render(
      <Link to="/receipt.pdf" target="_blank" onClick={onClick}>
        Receipt
      </Link>,
    );
    expect(clickLeftToBrowser(screen.getByRole('link'), { button: 0 })).toBe(true);
    await settle();
    expect(onClick).toHaveBeenCalled();
    expect(testStore().getState().path).toBe('/');
  });
});
