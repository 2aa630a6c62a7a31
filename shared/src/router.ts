/**
 * Navigation for remotes. react-router is not a federation singleton (sharing it
 * whole would add ~20 KB gzip to the login page); remotes reach the host's one
 * router instance through these re-exports of the shared package instead.
 */
export { Link, NavLink, Navigate, generatePath, matchPath, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
