import { Component, Suspense, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel.tsx';
import { isLoadFailure } from './load-failure.ts';

interface PartBoundaryProps {
  children: ReactNode;
  /** Shown while the part's code loads (nothing by default). */
  loading?: ReactNode;
  /** What failed, for the message ("This page", "The demos menu"). */
  what?: string;
  /** A one-line notice instead of the panel (header and floating parts). */
  compact?: boolean;
  /** A failure is forgotten when this changes (the page's path: leaving a failed page). */
  resetKey?: unknown;
  /** A way out other than reloading (a dialog that failed: close it). */
  dismiss?: { label: string; onClick: () => void };
  className?: string;
}

interface PartBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/**
 * A lazily loaded part of the page: shows `loading` while its code arrives, and keeps a
 * failure in it (a lazy chunk that did not load, a bug in a page)
 * from blanking the whole site: that part says what happened and offers a reload, which also
 * picks up a newer deploy. React.lazy remembers a failed load, so retrying in place would not.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: null, resetKey: this.props.resetKey };

  // During render, so a new key that fails again shows its failure once.
  static getDerivedStateFromProps(props: PartBoundaryProps, state: PartBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error)
      return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
    const what = this.props.what ?? 'This part of the page';
    const reason = isLoadFailure(error)
      ? 'Its code could not be downloaded. Check your connection, then reload.'
      : error.message;
    const reload = (
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="font-semibold text-red-900 underline"
      >
        Reload
      </button>
    );
    const { dismiss } = this.props;
    if (this.props.compact)
      return (
        <span role="alert" className={this.props.className ?? 'text-xs text-red-900'}>
          {what} could not load. {reload}
          {dismiss && (
            <>
              {' '}
              <button type="button" onClick={dismiss.onClick} className="underline">
                {dismiss.label}
              </button>
            </>
          )}
        </span>
      );
    return (
      <ErrorPanel
        title={`${what} could not load.`}
        message={reason}
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
        titleAs="p"
      />
    );
  }
}
