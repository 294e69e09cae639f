import { useEffect, useRef } from 'react';

/** Calls `onReach` when the returned element comes within 200 px of the viewport's bottom. */
export function useSentinel<T extends Element>(onReach: () => void, active: boolean, generation: unknown) {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  callback.current = onReach;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    void generation;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, generation]);
  return ref;
}
