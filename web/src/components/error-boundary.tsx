import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** A new value (for example the page's path) clears the error. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failedFor: { key: unknown } | null;
}

/** Catches a page that fails to render or to load its code, and shows the fallback instead. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedFor: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedFor: { key: undefined } };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.setState({ failedFor: { key: this.props.resetKey } });
  }

  override render() {
    const { failedFor } = this.state;
    if (failedFor && failedFor.key === this.props.resetKey) return this.props.fallback;
    return this.props.children;
  }
}
