import './antd-setup';
import Dialog from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';
import { ERROR_TOAST_DURATION_MS, NOTICE_DURATION_MS } from '../lib/constants';
import './toast.css';

/**
 * Toasts and confirm alerts. Toasts are drawn into one polite live region (`#nb-toasts` in index.html,
 * a sibling of #root): antd-mobile's Toast sat in an aria-hidden mask, so screen readers never heard it,
 * and while a sheet is open #root itself is aria-hidden. This module is loaded on demand by
 * shared/lib/notify.ts so that the home route does not carry the dialog's animation library.
 */

const REGION_ID = 'nb-toasts';
const SVG_NS = 'http://www.w3.org/2000/svg';
const ICON_PATHS = { success: 'M5 12.5l4.5 4.5L19 7.5', fail: 'M6.5 6.5l11 11M17.5 6.5l-11 11' } as const;

let hideTimer: number | undefined;

/** The live region; made here too when a page was served without it (an old cached shell). */
function toastRegion(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.className = 'nb-toasts';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);
  return region;
}

function line(className: string, text: string): HTMLElement {
  const element = document.createElement('p');
  element.className = className;
  element.textContent = text;
  return element;
}

function icon(kind: 'success' | 'fail'): SVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'nb-toast-icon');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', ICON_PATHS[kind]);
  svg.append(path);
  return svg;
}

/** Replaces whatever toast is up (one at a time, as before) and clears it after `duration`. */
function present(bubble: HTMLElement, duration: number): void {
  const region = toastRegion();
  window.clearTimeout(hideTimer);
  region.replaceChildren(bubble);
  hideTimer = window.setTimeout(() => region.replaceChildren(), duration);
}

export function showNoticeToast(text: string, kind?: 'success' | 'fail'): void {
  const bubble = document.createElement('div');
  bubble.className = kind ? 'nb-toast nb-toast-with-icon' : 'nb-toast';
  if (kind) bubble.append(icon(kind));
  bubble.append(line('nb-toast-text', text));
  present(bubble, NOTICE_DURATION_MS);
}

export interface ErrorToastLines {
  /** Optional first line, for example "Message sending failed". */
  title?: string;
  text: string;
  codeLine: string;
}

export function showErrorToast({ title, text, codeLine }: ErrorToastLines): void {
  const bubble = document.createElement('div');
  bubble.className = 'nb-toast nb-error-toast';
  if (title) bubble.append(line('nb-toast-text nb-error-toast-title', title));
  bubble.append(line('nb-toast-text', text), line('nb-toast-text nb-error-toast-code', codeLine));
  present(bubble, ERROR_TOAST_DURATION_MS);
}

export interface ConfirmOptions {
  /** A heading, which also names the dialog for assistive technology. */
  title?: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}

/** A confirm alert; resolves true when the user confirms, false on Cancel. */
export function confirmAlert({ title, content, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    ...(title ? { title, 'aria-label': title } : {}),
    content,
    confirmText,
    cancelText,
  });
}

export interface SendTextTexts {
  title: string;
  intro: string;
  /** The number the code goes to, as the diner reads it: +1 415-555-0123. */
  phone: string;
  note: string;
  confirmText: string;
  cancelText: string;
}

/** The confirm-send-text dialog: the number on a line of its own, Cancel and Send. */
export function confirmSendTextAlert({ phone, intro, note, ...rest }: SendTextTexts): Promise<boolean> {
  return confirmAlert({
    ...rest,
    content: (
      <div className="nb-send-text">
        <p className="nb-send-text-line">{intro}</p>
        <p className="nb-send-text-phone">{phone}</p>
        <p className="nb-send-text-line nb-send-text-note">{note}</p>
      </div>
    ),
  });
}
