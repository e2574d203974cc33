/**
 * @jest-environment ./jest.jsdom-environment.js
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(confirm: () => Promise<string>, onDone = jest.fn(), onClose = jest.fn()) {
  render(
    <ConfirmDialog
      title="Remove the endpoint?"
      explanation="Nothing more goes to it."
      confirmLabel="Remove"
      cancelLabel="Cancel"
      failedText="It could not be done. Try again."
      confirm={confirm}
      onClose={onClose}
      onDone={onDone}
    />,
  );
  return { onDone, onClose };
}

describe('ConfirmDialog', () => {
  it('hands what the change answered to onDone', async () => {
    const { onDone } = renderDialog(() => Promise.resolve('removed'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onDone).toHaveBeenCalledWith('removed');
  });

  it("keeps the dialog open with the server's refusal, or the failed text when the server said nothing", async () => {
    const { onDone } = renderDialog(() =>
      Promise.reject({ errors: [{ message: 'Ask for the second factor.' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ask for the second factor.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the failed text for a network failure, and Cancel closes without changing anything', async () => {
    const confirm = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { onClose } = renderDialog(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('It could not be done. Try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
