import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage } from '../lib/error-message.ts';
import { ErrorPanel } from './ErrorPanel.tsx';

/** Props of `ErrorBoundary`. */
export interface ErrorBoundaryProps {
  /** The part it guards, for the message "Error in {component}". */
  component: string;
  children: ReactNode;
  /** Told of each error caught (to log or report it). @default undefined */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** A caught error is forgotten when this changes (a new page, new data). @default undefined */
  resetKey?: unknown;
  /** The title's element in the panel. @default 'h2' */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches an error thrown while rendering its children and shows "Error in {component}" with
 * the error's message and Try Again, which renders the children afresh.
 *
 * @example
 * ```tsx
 * <ErrorBoundary component="Cart summary" onError={(e) => console.error(e)}>
 *   <CartSummary />
 * </ErrorBoundary>
 * ```
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: undefined,
    failed: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  #retry = () => this.setState({ error: undefined, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title={`Error in ${this.props.component}`}
        message={errorMessage(this.state.error)}
        onRetry={this.#retry}
        titleAs={this.props.titleAs}
      />
    );
  }
}
