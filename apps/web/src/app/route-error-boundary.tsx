import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface RouteErrorBoundaryProps {
  /** The page's path: going elsewhere clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering, and a page whose code cannot be downloaded (e.g. after a new
 * deployment), and shows RouteErrorPage in its place, inside the layout.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  // React itself logs the error.
  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate() {
    if (this.state.failedAt && this.state.failedAt !== this.props.resetKey) this.setState({ failedAt: null });
  }

  override render() {
    return this.state.failedAt !== null ? <RouteErrorPage /> : this.props.children;
  }
}
