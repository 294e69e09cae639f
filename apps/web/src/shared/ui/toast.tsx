import './antd-setup';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { ERROR_TOAST_DURATION_MS, NOTICE_DURATION_MS } from '../lib/constants';
import './toast.css';

/**
 * The imperative antd-mobile pieces (toasts, confirm alerts). This module is loaded on demand
 * by shared/lib/notify.ts so that the home route does not carry their animation library.
 */

export function showNoticeToast(text: string, icon?: 'success' | 'fail'): void {
  Toast.show({ content: <span role="status">{text}</span>, icon, duration: NOTICE_DURATION_MS });
}

export interface ErrorToastLines {
  /** Optional first line, for example "Message sending failed". */
  title?: string;
  text: string;
  codeLine: string;
}

export function showErrorToast({ title, text, codeLine }: ErrorToastLines): void {
  Toast.show({
    content: (
      <div className="nb-error-toast" role="alert">
        {title ? <div className="nb-error-toast-title">{title}</div> : null}
        <div>{text}</div>
        <div className="nb-error-toast-code">{codeLine}</div>
      </div>
    ),
    duration: ERROR_TOAST_DURATION_MS,
  });
}

export interface ConfirmOptions {
  content: string;
  confirmText: string;
  cancelText: string;
}

/** A confirm alert; resolves true when the user confirms. */
export function confirmAlert({ content, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({ content, confirmText, cancelText });
}
