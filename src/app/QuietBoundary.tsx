import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to do about it: the boundary itself shows nothing in place of what failed. */
  onError: (error: Error) => void;
}

/**
 * Catches code that could not load (a dropped connection, or a new build whose files replaced the
 * old ones) so it never takes the whole page down: a page opened by a navigation (RootLayout) and
 * the notification area (NoticesHost) each say what happens then.
 */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
