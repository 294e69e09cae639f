import '../../../shared/ui/antd-setup';
import { clientError } from '@nearbite/api-client/api-client';
import { dollars } from '@nearbite/domain/money-text';
import Dialog from 'antd-mobile/es/components/dialog';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { i18n } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CartLine } from '../../../shared/lib/cart-line';
import { confirmAlert, showError } from '../../../shared/lib/notify';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { PopupHead } from '../../../shared/ui/popup-head';
import type { CartTotals } from '../lib/cart-totals';
import { lineStep } from '../lib/line-steps';
import { useCartActions } from '../use-cart';
import { CartLineRow } from './cart-line-row';

export interface CartPopupProps {
  visible: boolean;
  businessId: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  onClose: () => void;
  onEditLine: (line: CartLine) => void;
}

/** The 10-minute inactivity notice (an info dialog with one button). */
export function showInactivityNotice(): Promise<void> {
  return Dialog.alert({
    title: i18n.t('cart.inactiveTitle'),
    content: i18n.t('cart.inactive'),
    confirmText: i18n.t('cart.ok'),
  });
}

/** The cart popup: each line with its choices, note, price and − count +; Clear empties the cart. */
export default function CartPopup({
  visible,
  businessId,
  lines,
  totals,
  onClose,
  onEditLine,
}: CartPopupProps) {
  const { t } = useTranslation();
  const ids = useId();
  const titleId = `${ids}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  const actions = useCartActions(businessId);
  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => sectionRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  const step = async (line: CartLine, delta: 1 | -1) => {
    const next = lineStep(lines, line, delta);
    if (next.kind === 'error') void showError(clientError(next.code));
    else if (next.kind === 'set') actions.setQuantity(line.wantIndex, next.goodsNumber);
    else if (await confirmAlert(t('cart.removeConfirm', { name: line.goodsName }), t('cart.remove'))) {
      actions.setQuantity(line.wantIndex, 0);
    }
  };

  const clear = async () => {
    if (await confirmAlert(t('cart.clearConfirm'), t('cart.clearButton'))) {
      actions.clear();
      onClose();
    }
  };

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-cart-sheet"
    >
      <section
        ref={sectionRef}
        className="nb-cart-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PopupHead titleId={titleId} title={t('cart.title')} onClose={onClose} classPrefix="nb-cart-popup">
          <button type="button" className="nb-cart-popup-clear" onClick={() => void clear()}>
            {t('cart.clear')}
          </button>
        </PopupHead>
        <ul className="nb-cart-lines" aria-label={t('cart.lines')}>
          {lines.map((line, index) => (
            <CartLineRow
              key={line.wantIndex}
              line={line}
              quote={totals.lines[index]}
              onStep={(delta) => void step(line, delta)}
              onEdit={() => onEditLine(line)}
            />
          ))}
        </ul>
        <p className="nb-cart-popup-total">{t('cart.total', { total: dollars(totals.subtotal) })}</p>
      </section>
    </Popup>
  );
}
