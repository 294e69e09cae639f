import { Outlet } from 'react-router';
import { ConsoleHeader } from './console-header';
import type { SignedInContext } from './outlet-contexts';
import { RequireSignIn } from './require-sign-in';
import './shell.css';

/** Every signed-in screen but the print view: the header above the screen. */
export function SignedInLayout() {
  return (
    <RequireSignIn>
      {(me) => (
        <div className="nc-shell">
          <ConsoleHeader me={me} />
          <Outlet context={{ me } satisfies SignedInContext} />
        </div>
      )}
    </RequireSignIn>
  );
}
