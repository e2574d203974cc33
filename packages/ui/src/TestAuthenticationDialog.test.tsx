/** @jest-environment ./jest.jsdom-environment.js */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TestAuthenticationDialog } from './TestAuthenticationDialog';

const words = {
  title: 'Test authentication — no bank is contacted',
  text: 'No bank is asked and no money moves.',
  complete: 'Complete authentication',
  fail: 'Fail authentication',
};

function renderDialog() {
  const calls = { complete: jest.fn(), fail: jest.fn(), close: jest.fn() };
  render(
    <TestAuthenticationDialog
      open
      words={words}
      onComplete={calls.complete}
      onFail={calls.fail}
      onClose={calls.close}
    />,
  );
  return calls;
}

it('is a dialog named as a test, its text and two answers, the focus inside', () => {
  const calls = renderDialog();
  const dialog = screen.getByRole('dialog', { name: words.title });
  expect(within(dialog).getByText(words.text)).toBeTruthy();
  expect(dialog.contains(document.activeElement)).toBe(true);
  fireEvent.click(within(dialog).getByRole('button', { name: words.fail }));
  fireEvent.click(within(dialog).getByRole('button', { name: words.complete }));
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect([calls.fail, calls.complete, calls.close].map((call) => call.mock.calls.length)).toEqual([1, 1, 1]);
});
