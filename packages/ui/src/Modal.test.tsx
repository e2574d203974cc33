/** @jest-environment ./jest.jsdom-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Leave this page?"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={
          <>
            <button>Stay</button>
            <button>Leave</button>
          </>
        }
      >
        <p>Your donation will not be saved.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and gives it back on Escape', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const stay = screen.getByRole('button', { name: 'Stay' });
    const leave = screen.getByRole('button', { name: 'Leave' });
    leave.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(stay);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(leave);
  });
});
