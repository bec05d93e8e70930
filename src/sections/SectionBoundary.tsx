import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  type: string;
  id: string;
  children: ReactNode;
}

/** A section that throws shows nothing and is logged; the rest of the page stays up. */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Section "${this.props.id}" (${this.props.type}) failed to render and was left out.`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
