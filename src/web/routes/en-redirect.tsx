import { Navigate, useLocation } from 'react-router';
import { enRedirectTarget } from '../../domain/site/routes.ts';

/**
 * /en/... within the app (the server answers real requests with a 301 before this runs):
 * the same path without the prefix.
 */
export default function EnRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={enRedirectTarget(pathname, search, hash) ?? '/'} />;
}
