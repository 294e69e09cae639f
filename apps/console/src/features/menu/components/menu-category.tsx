import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MenuFileDto, MenuFileItemDto } from '@nearbite/contract/console-menu';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, plural, useTexts } from '../../../shared/i18n/texts';
import { useDragSensors } from '../hooks/use-drag-sensors';
import { menuTexts } from '../texts';
import { MenuItemRow } from './menu-item-row';

interface MenuCategoryProps {
  category: MenuFileDto['categories'][number];
  items: MenuFileItemDto[];
  timedMenuName: (key: string | null) => string | null;
  onDragEnd: (event: DragEndEvent) => void;
  onSaleChange: (item: MenuFileItemDto, onSale: boolean) => void;
  onDuplicate: (item: MenuFileItemDto) => void;
  onEdit: (item: MenuFileItemDto) => void;
  busyItemId: string | null;
}

/** A category with its items, itself sortable among the categories by its handle. */
export function MenuCategory(props: MenuCategoryProps) {
  const { category, items, timedMenuName, onDragEnd, onSaleChange, onDuplicate, onEdit, busyItemId } = props;
  const sensors = useDragSensors();
  const t = useTexts(menuTexts);
  const language = useLanguage();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: category.id ?? '' });
  const name = category.name[language];
  const headingId = `menu-category-${category.id}`;
  const menus = [...new Set(items.map((item) => timedMenuName(item.timedMenu)).filter(Boolean))];
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`nc-panel nc-menu-category${isDragging ? ' nc-menu-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="nc-menu-category-head">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="nc-menu-handle"
          aria-label={fill(t.moveCategory, { name })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h2 id={headingId} className="nc-section-title">
          {name}
        </h2>
        <span className="nc-menu-other-name">{plural(items.length, t.itemCount, t.itemsCount)}</span>
        {category.requiredForDineIn ? <span className="nc-chip">{t.requiredForDineIn}</span> : null}
        {menus.map((menu) => (
          <span key={menu} className="nc-chip">
            {fill(t.timedMenu, { name: menu ?? '' })}
          </span>
        ))}
      </div>
      {items.length === 0 ? <p className="nc-note">{t.emptyCategory}</p> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((item) => item.id ?? '')} strategy={verticalListSortingStrategy}>
          <ul className="nc-menu-items">
            {items.map((item) => (
              <MenuItemRow
                key={item.id}
                item={item}
                onSaleChange={onSaleChange}
                onDuplicate={onDuplicate}
                onEdit={onEdit}
                busy={busyItemId === item.id}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </section>
  );
}
