import type { Locale } from '@halo/domain';
import type { EmailedLinkFailed, EmailedLinkRefused } from 'halo_shared/api';
import { useHalo } from 'halo_shared/store';
import { useEffect, useRef, useState } from 'react';

/** Where an emailed link's page stands: opening, open on the kind's answer, refused or failed. */
export type EmailedLinkState<Answer> =
  | { kind: 'loading' }
  | { kind: 'open'; answer: Answer }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

export type EmailedLinkOutcome<Answer> = Answer | EmailedLinkRefused | EmailedLinkFailed;

export interface EmailedLinkOptions<Answer> {
  /** The link's token, from the page's path. */
  token: string;
  /** The kind's first call, made once per token. */
  open: (token: string) => Promise<EmailedLinkOutcome<Answer>>;
  /** The donor's language in an answer, when it names it. */
  localeOf: (answer: Answer) => Locale | null;
}

const isRefused = (outcome: { kind: string }): outcome is EmailedLinkRefused => outcome.kind === 'refused';
const isFailed = (outcome: { kind: string }): outcome is EmailedLinkFailed => outcome.kind === 'failed';

/**
 * An emailed link's page state: the link opened once per token, then every later answer shown with
 * `show`. The page speaks the donor's language from the first answer that names it (the link's email
 * was in it), a refusal's included; after that the donor's own choice stands.
 */
export function useEmailedLink<Answer extends { kind: string }>({
  token,
  open,
  localeOf,
}: EmailedLinkOptions<Answer>) {
  const locale = useHalo((state) => state.locale);
  const setLocale = useHalo((state) => state.setLocale);
  const [state, setState] = useState<EmailedLinkState<Answer>>({ kind: 'loading' });
  const localeChosen = useRef(false);

  function show(outcome: EmailedLinkOutcome<Answer>) {
    const donorLocale = isRefused(outcome) ? outcome.locale : isFailed(outcome) ? null : localeOf(outcome);
    if (!localeChosen.current && donorLocale) {
      localeChosen.current = true;
      if (donorLocale !== locale) void setLocale(donorLocale);
    }
    if (isRefused(outcome) || isFailed(outcome)) setState({ kind: outcome.kind, message: outcome.message });
    else setState({ kind: 'open', answer: outcome });
  }

  useEffect(() => {
    let mounted = true;
    void open(token).then((outcome) => mounted && show(outcome));
    return () => {
      mounted = false;
    };
    // The link is read once per token; `show` only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return { state, show };
}
