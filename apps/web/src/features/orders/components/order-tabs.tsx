import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { OrdersTab } from '../api';

const TABS: readonly OrdersTab[] = ['current', 'history'];

export interface OrderTabsProps {
  value: OrdersTab;
  onChange: (tab: OrdersTab) => void;
  /** The id of the tab panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

/** Current and History, as an ARIA tab list (arrow keys move between the two). */
export function OrderTabs({ value, onChange, panelId, idPrefix }: OrderTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    const tab = TABS[next];
    if (!tab) return;
    onChange(tab);
    refs.current[next]?.focus();
  };
  return (
    <div className="nb-order-tabs" role="tablist" aria-label={t('orders.tabsLabel')}>
      {TABS.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[index] = element;
          }}
          id={`${idPrefix}-${tab}`}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={panelId}
          tabIndex={value === tab ? 0 : -1}
          className="nb-order-tab"
          onClick={() => onChange(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`orders.tab.${tab}`)}
        </button>
      ))}
    </div>
  );
}
