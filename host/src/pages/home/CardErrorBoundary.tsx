import { Alert } from 'antd';
import { Component, type ReactNode } from 'react';
import { HOME_MESSAGES } from './messages';

type State = { error: unknown };

/** A home card that crashes while drawing shows a notice in its place; the rest of the home page keeps working. */
export class CardErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error('[두레] 홈 카드 오류', error);
  }

  render() {
    return this.state.error ? <Alert type="error" showIcon message={HOME_MESSAGES.cardFailed} /> : this.props.children;
  }
}
