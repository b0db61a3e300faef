import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <main className="container py-5 text-center" role="alert">
      <h1 className="h3">We could not show this page</h1>
      <p className="text-secondary">{detail}</p>
      <button type="button" className="btn btn-danger me-2" onClick={() => window.location.reload()}>
        Reload
      </button>
      <Link className="btn btn-outline-dark" to="/home">
        Go to Home
      </Link>
    </main>
  );
}
