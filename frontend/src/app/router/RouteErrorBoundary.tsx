import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorFallback } from '../../components/ErrorFallback';

interface BoundaryProps {
  children: ReactNode;
  /** The page's address: a move elsewhere shows the new page instead of the error. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; pathname: string | null }> {
  override state = { error: undefined as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string | null }) {
    // The error belongs to the page where it happened.
    if (state.pathname !== props.pathname) return { error: undefined, pathname: props.pathname };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.error('Unexpected application error', error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorFallback />;
  }
}

/**
 * What a route's error shows instead of its part of the page (its children: a page, or a layout
 * with its pages): the error is logged and the fallback offers a way on. The server render has no
 * error boundaries; a page that fails there is answered with the fallback and a 500 (entry-server).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
