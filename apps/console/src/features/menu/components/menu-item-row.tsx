import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MenuFileItemDto } from '@nearbite/contract/console-menu';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { money } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Switch } from '../../../shared/ui/switch';
import { menuTexts } from '../texts';

interface MenuItemRowProps {
  item: MenuFileItemDto;
  onSaleChange: (item: MenuFileItemDto, onSale: boolean) => void;
  onDuplicate: (item: MenuFileItemDto) => void;
  onEdit: (item: MenuFileItemDto) => void;
  busy: boolean;
}

/** One item: drag handle, names, price, stock and limits at a glance, on sale, duplicate. */
export function MenuItemRow({ item, onSaleChange, onDuplicate, busy, onEdit }: MenuItemRowProps) {
  const t = useTexts(menuTexts);
  const language = useLanguage();
  const id = item.id ?? '';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const name = item.name[language];
  const onSale = item.isAvailable && item.stockNumber !== 0;
  return (
    <li
      ref={setNodeRef}
      className={`nc-menu-item${isDragging ? ' nc-menu-dragging' : ''}${onSale ? '' : ' nc-menu-sold-out'}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="nc-menu-handle"
        aria-label={fill(t.moveItem, { name })}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="nc-menu-item-name">
        <span>{name}</span>
        <span className="nc-menu-other-name" lang={language === 'en' ? 'zh' : 'en'}>
          {item.name[language === 'en' ? 'zh' : 'en']}
        </span>
      </div>
      <div className="nc-menu-fact">
        <span className="nc-menu-fact-label">{t.price}</span> {money(item.price)}
        {item.takeawayPrice !== null ? (
          <span className="nc-menu-other-name">
            {' '}
            · {fill(t.pickupPrice, { price: money(item.takeawayPrice) })}
          </span>
        ) : null}
      </div>
      <div className="nc-menu-fact">
        <span className="nc-menu-fact-label">{t.stock}</span> {item.stockNumber ?? t.unlimited}
      </div>
      <div className="nc-menu-fact">
        <span className="nc-menu-fact-label">{t.limits}</span>{' '}
        {item.maxBuyNumber === null
          ? fill(t.atLeast, { min: item.minBuyNumber })
          : fill(t.limitsText, { min: item.minBuyNumber, max: item.maxBuyNumber })}
      </div>
      <Switch
        label={t.onSale}
        checked={onSale}
        disabled={busy}
        onChange={(checked) => onSaleChange(item, checked)}
      />
      <div className="nc-menu-row-actions">
        <Button size="small" aria-label={fill(t.editLabel, { name })} onClick={() => onEdit(item)}>
          {t.edit}
        </Button>
        <Button size="small" aria-label={fill(t.duplicateLabel, { name })} onClick={() => onDuplicate(item)}>
          {t.duplicate}
        </Button>
      </div>
    </li>
  );
}
