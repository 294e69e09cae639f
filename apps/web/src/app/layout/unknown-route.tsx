import { useEffect, useRef } from 'react';
import { useNavigate } from '../../shared/lib/history-router';
import { paths } from '../../shared/lib/paths';

/** Where an unknown route goes: back when the app has a previous entry in this tab, else the root. */
export function unknownRouteTarget(historyState: unknown): 'back' | 'root' {
  const index = (historyState as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && index > 0 ? 'back' : 'root';
}

/** Unknown routes go back to the previous path, or to the root when there is none. */
export function UnknownRoute() {
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return; // effects run twice in development
    handled.current = true;
    if (unknownRouteTarget(window.history.state) === 'back') void navigate(-1);
    else void navigate(paths.home, { replace: true });
  }, [navigate]);

  return null;
}
