import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from '../lib/history-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path, with an optional query: `/order/info?orderId=…`. */
  to: string;
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * An in-app link: a real <a href> that navigates without a page load on a plain click (or opens in
 * a new tab on a modified one).
 */
export function AppLink({ to, replace, onClick, target, ...props }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return <a {...props} href={href} target={target} onClick={handleClick} />;
}

export interface NavTabLinkProps extends AppLinkProps {
  /** Active only on an exact path match (for `/`). */
  end?: boolean;
  className?: string;
  activeClassName?: string;
}

/** A navigation link that marks itself `aria-current="page"` (and a class) on its own route. */
export function NavTabLink({ end, className, activeClassName = 'active', ...props }: NavTabLinkProps) {
  const { pathname } = useLocation();
  const target = props.to.split(/[?#]/)[0] ?? props.to;
  const here = pathname.toLowerCase();
  const own = target.toLowerCase();
  const active = end ? here === own : here === own || here.startsWith(own.endsWith('/') ? own : `${own}/`);
  return (
    <AppLink
      {...props}
      className={active ? `${className ?? ''} ${activeClassName}`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
