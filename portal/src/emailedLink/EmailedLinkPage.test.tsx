/** @jest-environment ./jest.jsdom-environment.js */
// The frame of an emailed link's page with a kind of its own: opening, refused, failed, open, the
// donor's language from the first answer that names it, and the outcome line taking the focus.
import type { Locale } from '@halo/domain';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { testI18n, testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadCatalogues, type Catalogue } from 'halo_shared/i18n';
import { useState } from 'react';
import { EmailedLinkPage } from './EmailedLinkPage';
import { emailedLinkRefusedEn, type EmailedLinkPageText } from './emailedLinkText';
import { emailedLinkRefusedEs } from './emailedLinkText.es';
import { LinkOutcome } from './LinkOutcome';
import { useEmailedLink, type EmailedLinkOutcome } from './useEmailedLink';

const en = {
  title: 'Read your note',
  loading: 'Opening your note…',
  refused: { ...emailedLinkRefusedEn, signIn: 'Sign in to read your notes' },
} satisfies EmailedLinkPageText;
const noteMessages: Catalogue<typeof en> = {
  namespace: 'noteLink',
  en,
  es: () =>
    Promise.resolve({
      title: 'Lea su nota',
      loading: 'Abriendo su nota…',
      refused: { ...emailedLinkRefusedEs, signIn: 'Inicie sesión para leer sus notas' },
    }),
};

type Note = { kind: 'note'; text: string; locale: Locale | null };
type Outcome = EmailedLinkOutcome<Note>;

/** A kind of link in a few lines: its first call, where its answer names the language, its body. */
function NoteScreen({ token, open, next }: { token: string; open: jest.Mock; next?: () => Outcome }) {
  const { state, show } = useEmailedLink<Note>({ token, open, localeOf: (note) => note.locale });
  const [said, setSaid] = useState<string | null>(null);
  return (
    <EmailedLinkPage namespace="noteLink" state={state}>
      {(note) => (
        <>
          <p>{note.text}</p>
          {said ? (
            <LinkOutcome key={said} className="note-outcome">
              {said}
            </LinkOutcome>
          ) : null}
          <button onClick={() => setSaid(`Read: ${note.text}`)}>Mark read</button>
          <button onClick={() => next && show(next())}>Next</button>
        </>
      )}
    </EmailedLinkPage>
  );
}

withTestApiClient();
beforeEach(() => loadCatalogues(testI18n(), noteMessages));
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const note = (text: string, locale: Locale | null = 'en'): Outcome => ({ kind: 'note', text, locale });
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('EmailedLinkPage', () => {
  it('says the link is opening, then shows the body; the link is opened once per token', async () => {
    const open = jest.fn((token: string) => Promise.resolve(note(token === 'tok' ? 'Hello' : 'Other')));
    const { rerender } = render(<NoteScreen token="tok" open={open} />);
    expect(heading()).toBe('Read your note');
    expect(screen.getByRole('status').textContent).toBe('Opening your note…');
    await screen.findByText('Hello');
    rerender(<NoteScreen token="tok" open={open} />);
    rerender(<NoteScreen token="other" open={open} />);
    await screen.findByText('Other');
    expect(open.mock.calls).toEqual([['tok'], ['other']]);
  });

  it("explains a refused link in the donor's language, with the kind's way to a new link", async () => {
    const open = jest.fn().mockResolvedValue({
      kind: 'refused',
      code: 'link_expired',
      message: 'Este enlace venció.',
      locale: 'es',
    });
    render(<NoteScreen token="tok" open={open} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Este enlace venció.');
    await waitFor(() => expect(heading()).toBe('Este enlace ya no funciona'));
    const signIn = screen.getByRole('link', { name: 'Inicie sesión para leer sus notas' });
    expect(signIn.getAttribute('href')).toBe('/login');
  });

  it("keeps the kind's title for a failed call, and the way to sign in", async () => {
    const open = jest.fn().mockResolvedValue({ kind: 'failed', message: 'Something went wrong.' });
    render(<NoteScreen token="tok" open={open} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    expect(heading()).toBe('Read your note');
    expect(screen.getByRole('link', { name: 'Sign in to read your notes' })).toBeTruthy();
  });

  it('takes the language of the first answer that names one, and only of that one', async () => {
    const open = jest.fn().mockResolvedValue(note('Hello', null));
    const answers = [note('Hola', 'es'), note('Hello again', 'en')];
    render(<NoteScreen token="tok" open={open} next={() => answers.shift()!} />);
    await screen.findByText('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Lea su nota'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Hello again');
    expect(heading()).toBe('Lea su nota');
  });

  it('a later refusal replaces the body', async () => {
    const open = jest.fn().mockResolvedValue(note('Hello'));
    const refused: Outcome = { kind: 'refused', code: 'link_revoked', message: 'Revoked.', locale: null };
    render(<NoteScreen token="tok" open={open} next={() => refused} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Revoked.');
    expect(heading()).toBe('This link no longer works');
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('gives the focus to an outcome when it appears, and to each new one', async () => {
    const open = jest.fn().mockResolvedValue(note('Hello'));
    const answers = [note('Bye')];
    render(<NoteScreen token="tok" open={open} next={() => answers.shift()!} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark read' }));
    expect(document.activeElement?.textContent).toBe('Read: Hello');
    expect(document.activeElement?.getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByRole('button', { name: 'Mark read' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Mark read' }));
    expect(document.activeElement?.textContent).toBe('Read: Bye');
  });
});
