import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from '../../components/ErrorFallback';

/** The router's errorElement: logs the error and shows the fallback. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected application error', error);
  }, [error]);
  return <ErrorFallback />;
}
