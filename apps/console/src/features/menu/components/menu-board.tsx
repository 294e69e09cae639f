import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { MenuFileDto, MenuFileItemDto } from '@nearbite/contract/console-menu';
import { useLanguage } from '../../../shared/i18n/language';
import { useDragSensors } from '../hooks/use-drag-sensors';
import { movedMenu } from '../menu-order';
import { MenuCategory } from './menu-category';

interface MenuBoardProps {
  menu: MenuFileDto;
  onMove: (menu: MenuFileDto) => void;
  onSaleChange: (item: MenuFileItemDto, onSale: boolean) => void;
  onDuplicate: (item: MenuFileItemDto) => void;
  onEdit: (item: MenuFileItemDto) => void;
  busyItemId: string | null;
}

/** The categories and their items, reordered by drag and drop with the pointer or the keyboard. */
export function MenuBoard({ menu, onMove, onSaleChange, onDuplicate, busyItemId, onEdit }: MenuBoardProps) {
  const language = useLanguage();
  const sensors = useDragSensors();
  const timedMenuName = (key: string | null) =>
    key === null ? null : (menu.timedMenus.find((timed) => timed.key === key)?.name[language] ?? key);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const moved = movedMenu(menu, String(active.id), String(over.id));
    if (moved) onMove(moved);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={menu.categories.map((category) => category.id ?? '')}
        strategy={verticalListSortingStrategy}
      >
        <div className="nc-stack">
          {menu.categories.map((category) => (
            <MenuCategory
              key={category.id}
              category={category}
              items={menu.items.filter((item) => item.category === category.key)}
              timedMenuName={timedMenuName}
              onDragEnd={onDragEnd}
              onSaleChange={onSaleChange}
              onDuplicate={onDuplicate}
              onEdit={onEdit}
              busyItemId={busyItemId}
            />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
