import { Component, type ReactNode } from 'react';
import { sessionStorageOrNull, shouldReloadForChunkError } from '../chunkReload';

export interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** Rendered when a screen failed and the page is not reloading. */
  fallback: (retry: () => void) => ReactNode;
  onError: (error: unknown) => void;
  reload?: () => void;
}

interface State {
  error: unknown;
}

/**
 * Catches a screen that failed to load or render. A failed chunk (a deploy replaced the files) reloads
 * the page once (docs/PRODUCT.md §4); anything else is reported and shows the fallback.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown): void {
    if (shouldReloadForChunkError(error, sessionStorageOrNull())) {
      (this.props.reload ?? (() => window.location.reload()))();
      return;
    }
    this.props.onError(error);
  }

  render(): ReactNode {
    if (this.state.error !== null) return this.props.fallback(() => this.setState({ error: null }));
    return this.props.children;
  }
}
