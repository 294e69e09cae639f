import '../../../shared/ui/antd-setup';
import { DINER_COUNT_MAX, DINER_COUNT_MIN } from '@nearbite/domain/ordering-limits';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { PopupHead } from '../../../shared/ui/popup-head';

export interface DinerCountPopupProps {
  visible: boolean;
  value: number | null;
  onClose: () => void;
  onChange: (count: number) => void;
}

const COUNTS = Array.from(
  { length: DINER_COUNT_MAX - DINER_COUNT_MIN + 1 },
  (_, index) => DINER_COUNT_MIN + index,
);

/** The dine-in diner count picker: 1 to 20. */
export default function DinerCountPopup({ visible, value, onClose, onChange }: DinerCountPopupProps) {
  const { t } = useTranslation();
  const ids = useId();
  const titleId = `${ids}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => sectionRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-shop-sheet"
    >
      <section
        ref={sectionRef}
        className="nb-shop-diners"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PopupHead
          titleId={titleId}
          title={t('store.dinerCountTitle')}
          onClose={onClose}
          classPrefix="nb-shop-sheet"
        />
        <div className="nb-shop-diner-grid">
          {COUNTS.map((count) => (
            <button
              key={count}
              type="button"
              className="nb-shop-diner"
              aria-pressed={value === count}
              aria-label={t('store.dinerOption', { count })}
              onClick={() => onChange(count)}
            >
              {count}
            </button>
          ))}
        </div>
      </section>
    </Popup>
  );
}
