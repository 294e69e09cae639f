import { SPLASH_DURATION_MS } from '@nearbite/domain/app-constants';
import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '../../shared/lib/constants';

/** Time left until the splash hides, counted from the start of the page load. */
function remainingMs(): number {
  return SPLASH_DURATION_MS - performance.now();
}

/**
 * The first-load splash with the product name. index.html shows the same splash before the
 * script runs; this one takes over and hides 1.6 s after the page started loading.
 */
export function Splash() {
  const [visible, setVisible] = useState(() => remainingMs() > 0);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), Math.max(0, remainingMs()));
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <div className="nb-splash" aria-hidden="true">
      {PRODUCT_NAME}
    </div>
  );
}
