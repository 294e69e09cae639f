import { STORE_PAGE_PATH, STORE_SHELL_ID } from '@nearbite/domain/app-constants';

/** Removes the banner the server drew into a store page's HTML; nothing happens when there is none. */
export function removeStoreShell(): void {
  document.getElementById(STORE_SHELL_ID)?.remove();
}

/** True on the store page, which removes the server's banner itself once its header is drawn. */
export function keepsStoreShell(pathname: string): boolean {
  return pathname === STORE_PAGE_PATH;
}
