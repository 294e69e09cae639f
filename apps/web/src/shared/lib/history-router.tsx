import {
  createContext,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

// The app's routes are flat paths with their parameters in the query, so it needs a history, the current
// location and a navigate function, not route trees, loaders or forms: this module is what it uses of
// react-router (measured: 7.9 kB gzipped off the home route) in about 1 kB. Entries keep react-router's
// history state shape ({ usr, key, idx }), so `history.state.idx` still says whether this visit has a
// previous screen, also after a reload.

/** How the current location was reached: the browser's back or forward (or the first load), a push, a replace. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed as `state`; null for entries made otherwise. */
  state: unknown;
  /** Unique per history entry ('default' for the one the visit started on). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Moves through the browser history: -1 is back. */
  (delta: number): void;
}

interface RouterHistory {
  readonly location: AppLocation;
  readonly action: NavigationType;
  push(href: string, state: unknown): void;
  replace(href: string, state: unknown): void;
  go(delta: number): void;
  /** Calls `listener` after every change of location; answers the function that stops it. */
  listen(listener: () => void): () => void;
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `to` (absolute, or relative such as `?q=1`) resolved against `from`, as a path with query and hash. */
export function resolvePath(to: string, from: Pick<AppLocation, 'pathname' | 'search'>): string {
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The listeners of one history, and a call to all of them. */
function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    listeners,
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

function createBrowserHistory(): RouterHistory {
  const history = window.history;
  const entryState = () => (history.state ?? {}) as EntryState;
  if (typeof entryState().idx !== 'number') history.replaceState({ ...entryState(), idx: 0 }, '');
  let action: NavigationType = 'POP';
  const { listeners, notify } = listenerSet();
  const onPopState = () => {
    action = 'POP';
    notify();
  };
  const write = (replace: boolean, href: string, state: unknown) => {
    const index = (entryState().idx ?? 0) + (replace ? 0 : 1);
    const next: EntryState = { usr: state, key: newKey(), idx: index };
    if (replace) history.replaceState(next, '', href);
    else history.pushState(next, '', href);
    action = replace ? 'REPLACE' : 'PUSH';
    notify();
  };
  return {
    get location() {
      const { pathname, search, hash } = window.location;
      const { usr, key } = entryState();
      return { pathname, search, hash, state: usr ?? null, key: key ?? 'default' };
    },
    get action() {
      return action;
    },
    push: (href, state) => write(false, href, state),
    replace: (href, state) => write(true, href, state),
    go: (delta) => history.go(delta),
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
      };
    },
  };
}

function toLocation(href: string, state: unknown, key: string): AppLocation {
  const url = new URL(href, 'http://app');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key };
}

/** A history kept in memory (tests): `initialEntries` are paths, the last one current. */
function createMemoryHistory(initialEntries: readonly string[]): RouterHistory {
  const entries = initialEntries.map((href, index) =>
    toLocation(href, null, index === 0 ? 'default' : newKey()),
  );
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const { listeners, notify } = listenerSet();
  return {
    get location() {
      return entries[index] as AppLocation;
    },
    get action() {
      return action;
    },
    push(href, state) {
      index += 1;
      entries.splice(index, entries.length, toLocation(href, state, newKey()));
      action = 'PUSH';
      notify();
    },
    replace(href, state) {
      entries[index] = toLocation(href, state, newKey());
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface RouterValue {
  location: AppLocation;
  action: NavigationType;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks need a BrowserRouter or MemoryRouter above them');
  return router;
}

function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [snapshot, setSnapshot] = useState(() => ({ location: history.location, action: history.action }));
  // A transition, as react-router does: a lazily loaded screen keeps the current one up until it is ready.
  useLayoutEffect(
    () =>
      history.listen(() =>
        startTransition(() => setSnapshot({ location: history.location, action: history.action })),
      ),
    [history],
  );
  const navigate = useCallback<NavigateFunction>(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const href = resolvePath(to, history.location);
      if (options.replace) history.replace(href, options.state);
      else history.push(href, options.state);
    },
    [history],
  );
  const value = useMemo(() => ({ ...snapshot, navigate }), [snapshot, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Routes by the address bar and the browser's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** Routes in memory, starting at the last of `initialEntries` (tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): AppLocation {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().action;
}

/** A navigate function that stays the same for the life of the router. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The href of an app path (relative paths resolved against the current location). */
export function useHref(to: string): string {
  const { pathname, search } = useLocation();
  return resolvePath(to, { pathname, search });
}

type SearchParamsInit = Record<string, string> | URLSearchParams;

/** Sets the query to `next`, or to what `next` makes of a copy of the current one. */
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The current query, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(params)) : next,
      );
      navigate(`?${query.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

/** Navigates once rendered (in an effect, as react-router's <Navigate> does). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout shows the screen (or inner layout) it wraps. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Renders `layout` with `children` in its <Outlet />. */
export function WithLayout({ layout, children }: { layout: ReactElement; children: ReactNode }) {
  return <OutletContext.Provider value={children}>{layout}</OutletContext.Provider>;
}
