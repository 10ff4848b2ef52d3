import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

/**
 * Catches a page that fails to render, most often because its code cannot be fetched (offline, or
 * a new release replaced the files this tab knew about); a reload is the cure. The layout keys it
 * by path, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page" role="alert">
        <h1>This page could not load</h1>
        <p>
          Please check your internet connection and try again. If it keeps happening, contact
          support.
        </p>
        <button className="btn" type="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>
    );
  }
}
