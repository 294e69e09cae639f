import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  type NavigateFunction,
  resolvePath,
  type SetSearchParams,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from './history-router';

let navigate: NavigateFunction;
let setParams: SetSearchParams;

/** Shows where the router is, and hands the test its navigate and query setter. */
function Probe() {
  navigate = useNavigate();
  const location = useLocation();
  const [params, set] = useSearchParams();
  setParams = set;
  const state = JSON.stringify(location.state);
  return (
    <p data-testid="where">
      {`${useNavigationType()} ${location.pathname}${location.search} q=${params.get('q')} state=${state}`}
    </p>
  );
}

const where = () => screen.getByTestId('where').textContent;
const idx = () => (window.history.state as { idx?: number }).idx;

function popTo(path: string, state: unknown) {
  window.history.replaceState(state, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

const renderInBrowserRouter = () =>
  render(
    <BrowserRouter>
      <Probe />
    </BrowserRouter>,
  );

afterEach(() => window.history.replaceState(null, '', '/'));

describe('BrowserRouter', () => {
  it('numbers the entries of the visit: a push adds one, a replace keeps the number', async () => {
    window.history.replaceState(null, '', '/orders');
    renderInBrowserRouter();
    expect(where()).toBe('POP /orders q=null state=null');
    expect(idx()).toBe(0);

    await act(async () => navigate('/search?q=noodles', { state: { from: 'home' } }));
    expect(where()).toBe('PUSH /search?q=noodles q=noodles state={"from":"home"}');
    expect(window.location.pathname + window.location.search).toBe('/search?q=noodles');
    expect(idx()).toBe(1);

    await act(async () => setParams({ q: 'dumplings' }, { replace: true }));
    expect(where()).toBe('REPLACE /search?q=dumplings q=dumplings state=null');
    expect(idx()).toBe(1);
  });

  it('follows the browser back and forward as a POP, with the state of the entry it lands on', async () => {
    window.history.replaceState(null, '', '/');
    renderInBrowserRouter();
    await act(async () => navigate('/payment?orderId=1'));
    await act(async () => popTo('/orders', { usr: { back: true }, key: 'k1', idx: 0 }));
    expect(where()).toBe('POP /orders q=null state={"back":true}');
  });

  it('keeps the number a reloaded entry already has', () => {
    window.history.replaceState({ usr: null, key: 'kept', idx: 3 }, '', '/order/info?orderId=7');
    renderInBrowserRouter();
    expect(idx()).toBe(3);
  });
});

describe('MemoryRouter', () => {
  it('starts at the last entry, and goes back through what was pushed', async () => {
    render(
      <MemoryRouter initialEntries={['/', '/orders']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(where()).toBe('POP /orders q=null state=null');
    await act(async () => navigate('/search?q=tea'));
    await act(async () => navigate(-1));
    expect(where()).toBe('POP /orders q=null state=null');
  });

  it('changes the query with what a setter function makes of the current one', async () => {
    render(
      <MemoryRouter initialEntries={['/post/detail?businessId=5&orderAgain=9']}>
        <Probe />
      </MemoryRouter>,
    );
    await act(async () =>
      setParams((current) => {
        current.delete('orderAgain');
        return current;
      }),
    );
    expect(where()).toBe('PUSH /post/detail?businessId=5 q=null state=null');
  });

  it('<Navigate> moves once rendered', async () => {
    render(
      <MemoryRouter initialEntries={['/coupon/list']}>
        <Navigate to="/fail?failType=coupons" replace />
        <Probe />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(where()).toBe('REPLACE /fail?failType=coupons q=null state=null');
  });
});

describe('resolvePath', () => {
  it('resolves a query against the current path and keeps absolute paths', () => {
    const from = { pathname: '/search', search: '?q=1' };
    expect(resolvePath('?q=2', from)).toBe('/search?q=2');
    expect(resolvePath('/orders#top', from)).toBe('/orders#top');
  });
});
