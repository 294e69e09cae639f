import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { reduceMotion, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';
import { appLanguage } from '../i18n/language';

/**
 * Set-up every module that uses antd-mobile imports for its effect (antd-mobile only loads with
 * lazy screens and dialogs, so this stays off the home route):
 * - antd-mobile's own texts (close, confirm, cancel…) follow the app language;
 * - its animations (sheets, toasts, dialogs) are skipped for people who ask for reduced motion;
 * - its imperative toasts and dialogs render with React 19's createRoot, since the React 18 API
 *   they use by default was removed (https://mobile.ant.design/guide/v5-for-19).
 */
setDefaultConfig({ locale: appLanguage === 'zh-CN' ? zhCN : enUS });

const reducedMotion =
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
if (reducedMotion?.matches) reduceMotion();
reducedMotion?.addEventListener('change', (event) => (event.matches ? reduceMotion() : restoreMotion()));

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Let the closing animation's last frame commit before the root goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
