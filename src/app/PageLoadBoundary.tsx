import { Component, type ReactNode } from 'react';

/**
 * A page opened by a navigation could not load (a dropped connection, or a new build whose files
 * replaced the old ones). The address already names the page: load it from the server instead,
 * which sends it prerendered, or shows the browser's own offline page.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('A page failed to load during a navigation; loading it from the server instead.', error);
    window.location.reload();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
