/** @jest-environment ./jest.jsdom-environment.js */
import { loadStripe } from '@stripe/stripe-js/pure';
import { render, screen, waitFor } from '@testing-library/react';
import { StripeCardField, type StripeCardFieldProps } from './StripeCardField';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const stripeLoader = jest.mocked(loadStripe);

const card = { mount: jest.fn(), destroy: jest.fn() };
beforeEach(() => {
  card.mount.mockReset();
  card.destroy.mockReset();
  stripeLoader.mockReset();
  stripeLoader.mockResolvedValue({
    elements: () => ({ create: () => card }),
    confirmCardSetup: jest.fn(),
  } as never);
});

const props = (more: Partial<StripeCardFieldProps> = {}): StripeCardFieldProps => ({
  publishableKey: 'pk_test_church',
  stripeAccount: null,
  locale: 'en',
  label: 'Card details',
  failedText: 'Something went wrong.',
  className: 'field',
  boxClassName: 'box',
  onField: jest.fn(),
  ...more,
});

describe('StripeCardField', () => {
  it('mounts Stripe’s field in its own box, hands it over, and takes it down when gone', async () => {
    const shown = props();
    const { container, unmount } = render(<StripeCardField {...shown} />);
    expect(screen.getByText('Card details')).toBeTruthy();
    await waitFor(() =>
      expect(shown.onField).toHaveBeenCalledWith(expect.objectContaining({ collect: expect.any(Function) })),
    );
    const node = card.mount.mock.calls[0]?.[0] as HTMLElement;
    expect(container.querySelector('.halo-input.box')?.contains(node)).toBe(true);
    unmount();
    expect(shown.onField).toHaveBeenLastCalledWith(null);
    expect(card.destroy).toHaveBeenCalled();
    expect(node.isConnected).toBe(false);
  });

  it('shows a slot for a node the caller placed outside a shadow root, and gives it back', async () => {
    const node = document.createElement('div');
    const release = jest.fn();
    const shown = props({ createMount: () => ({ node, slotName: 'halo-give-card-1', release }) });
    const { container, unmount } = render(<StripeCardField {...shown} />);
    await waitFor(() => expect(card.mount).toHaveBeenCalledWith(node));
    expect(container.querySelector('slot')?.getAttribute('name')).toBe('halo-give-card-1');
    unmount();
    expect(release).toHaveBeenCalled();
  });

  it('says it cannot be shown without the church’s key', () => {
    render(<StripeCardField {...props({ publishableKey: null })} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.');
    expect(stripeLoader).not.toHaveBeenCalled();
  });

  it('says so too when Stripe.js did not come', async () => {
    stripeLoader.mockResolvedValue(null);
    const shown = props();
    render(<StripeCardField {...shown} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    expect(shown.onField).not.toHaveBeenCalledWith(expect.anything());
  });
});
