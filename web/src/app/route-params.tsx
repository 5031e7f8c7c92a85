import { lazy } from 'react';
import { Outlet, useParams } from 'react-router';

const NotFoundPage = lazy(() => import('../features/errors/not-found-page'));

/** PostgreSQL's integer: the largest id a record can have. */
const MAX_RECORD_ID = 2_147_483_647;

/** A record id in an address: digits only, no sign, no leading zero, within the column's range. */
export function isRecordId(text: string | undefined): boolean {
  return text !== undefined && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_RECORD_ID;
}

/**
 * Every parameter of a signed-in route is a record id (/classes/:id, /users/:id …): one rule for all of them,
 * above the layout, so /classes/abc shows the 404 page as an unknown address does, never a failed call's 'Oops'.
 */
export function RequireRecordIds() {
  const params = useParams();
  const malformed = Object.entries(params).some(([name, value]) => name !== '*' && !isRecordId(value));
  return malformed ? <NotFoundPage /> : <Outlet />;
}
