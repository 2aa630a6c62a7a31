import { Component, type ReactNode } from 'react';

type Props = {
  /** Logged with the error: which part of the screen failed. */
  label: string;
  /** What shows in place of the children once they threw while drawing. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
};
type State = { error: unknown };

/** Catches what its children throw while drawing and shows `fallback` instead, so only that part of the screen is lost. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error(`[두레] ${this.props.label}`, error);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
