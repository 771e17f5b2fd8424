import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the current entry with `to`, as React Router's <Navigate replace>. Its own few lines: each React
 * Router export the shop uses stays in the entry chunk that every customer downloads (docs/design.md 4).
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
