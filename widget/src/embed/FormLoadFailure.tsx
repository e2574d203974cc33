import { RetryButton } from '@halo/ui';
import type { Locale } from '@halo/domain';
import { firstScreenWords } from 'halo_shared/i18n';
import { Component, type ReactNode } from 'react';

export interface FormLoadFailureProps {
  /** The element's language: the words are bundled, since its strings may be what failed to arrive. */
  locale: Locale;
  children: ReactNode;
  /** Told once per failure: the form's chunk or its strings could not be downloaded. */
  onFailure: () => void;
  /** Before the form is tried again: lets strings that failed be asked for again. */
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/**
 * The element's form when its code or its Spanish could not be downloaded (a dropped connection, a
 * blocked request): says so in the element's language with a way to try again, instead of an empty
 * element or a loading state that asks the server again and again.
 */
export class FormLoadFailure extends Component<FormLoadFailureProps, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(): void {
    this.props.onFailure();
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ServerUnreachable
        locale={this.props.locale}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

/** docs/PRODUCT.md §8's message in the element's language, with a way to ask again. */
export function ServerUnreachable({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  const words = firstScreenWords[locale];
  return (
    <div role="alert">
      <p>{words.serverUnreachable}</p>
      <RetryButton onRetry={onRetry}>{words.tryAgain}</RetryButton>
    </div>
  );
}
