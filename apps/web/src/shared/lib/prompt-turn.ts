import { useEffect, useState } from 'react';

/**
 * Dialogs nobody asked for — the welcome gift, the message settings after a sign-in — take turns:
 * one waits while a sheet the visitor opened covers the page (#root is inert, see
 * useModalBackground) or while another of them holds the turn, so they never stack. The turn is
 * an attribute on <html>, taken and checked in one synchronous step.
 */
const TURN_ATTRIBUTE = 'data-prompt-turn';

function pageCovered(): boolean {
  const root = document.getElementById('root');
  return Boolean(root?.inert) || document.documentElement.hasAttribute(TURN_ATTRIBUTE);
}

/** Takes the turn for `name` when the page is free (or `name` holds it already); true when held. */
export function takePromptTurn(name: string): boolean {
  const holder = document.documentElement.getAttribute(TURN_ATTRIBUTE);
  if (holder === name) return true;
  if (pageCovered()) return false;
  document.documentElement.setAttribute(TURN_ATTRIBUTE, name);
  return true;
}

export function releasePromptTurn(name: string): void {
  if (document.documentElement.getAttribute(TURN_ATTRIBUTE) === name) {
    document.documentElement.removeAttribute(TURN_ATTRIBUTE);
  }
}

/** True once the page has been free (no sheet, no prompt holding the turn) for `delayMs` in a row. */
export function usePromptTurnFree(delayMs: number): boolean {
  const [free, setFree] = useState(false);
  useEffect(() => {
    const root = document.getElementById('root');
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      if (pageCovered()) setFree(false);
      else timer = window.setTimeout(() => setFree(!pageCovered()), delayMs);
    };
    const observer = new MutationObserver(check);
    if (root) observer.observe(root, { attributes: true, attributeFilter: ['inert'] });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [TURN_ATTRIBUTE] });
    check();
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [delayMs]);
  return free;
}
