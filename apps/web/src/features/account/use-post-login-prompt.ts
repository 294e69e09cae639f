import { useCallback, useEffect, useState } from 'react';
import { userStore } from '../../shared/lib/user-store';
import { type PostLoginPrompt, postLoginPrompt } from './lib/post-login';
import { watchSignIns } from './lib/sign-in-watch';

/**
 * The dialog owed after a fresh sign-in (any sign-in sheet of the app): message settings for a new
 * user without notification configs, the policy update for one who ordered before, else none.
 * `isRestoring` is true while the start-up GET /user runs (a kept session, not a sign-in).
 */
export function usePostLoginPrompt(isRestoring: () => boolean) {
  const [prompt, setPrompt] = useState<PostLoginPrompt | null>(null);
  useEffect(
    () =>
      watchSignIns(
        userStore,
        isRestoring,
        (user) => setPrompt(postLoginPrompt(user)),
        () => setPrompt(null),
      ),
    [isRestoring],
  );
  const done = useCallback(() => setPrompt(null), []);
  return { prompt, done };
}
