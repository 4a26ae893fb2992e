/** The redirects of docs/product.md#roles: account pages need a session; sign-in and sign-up are for signed-out shoppers. */
import { useEffect } from 'react';
import { $session } from '../../stores/session.ts';

/** Sends a signed-out shopper to /signin; true while the page may show. */
export function useRequireSession(): boolean {
  const signedIn = Boolean($session.get());
  useEffect(() => {
    if (!$session.get()) window.location.replace('/signin/');
    return $session.listen((s) => {
      if (!s) window.location.replace('/signin/');
    });
  }, []);
  return signedIn;
}

/** Sends a signed-in shopper home. */
export function useRedirectSignedIn(): void {
  useEffect(() => {
    if ($session.get()) window.location.replace('/');
  }, []);
}
