import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned element comes within `offsetPx` of the viewport's bottom.
 * The observer is rebuilt whenever `generation` changes (a page arrived), so a sentinel that is
 * still in view after a short page asks again.
 */
export function useSentinel<T extends Element>(
  onReach: () => void,
  { active, offsetPx, generation }: { active: boolean; offsetPx: number; generation: unknown },
) {
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
      { rootMargin: `0px 0px ${offsetPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, offsetPx, generation]);
  return ref;
}
