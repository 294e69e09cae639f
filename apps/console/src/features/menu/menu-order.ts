import type { MenuFileDto } from '@nearbite/contract/console-menu';

/** The menu with its categories (or one category's items) moved; items stay grouped by category. */
export function movedMenu(menu: MenuFileDto, activeId: string, overId: string): MenuFileDto | null {
  const from = menu.categories.findIndex((category) => category.id === activeId);
  if (from >= 0) {
    // Over one of a category's items counts as over that category.
    const overItem = menu.items.find((item) => item.id === overId);
    const overKey = overItem?.category;
    const to = menu.categories.findIndex((category) => category.id === overId || category.key === overKey);
    if (to < 0 || to === from) return null;
    const categories = move(menu.categories, from, to);
    return { ...menu, categories, items: groupedItems(categories, menu.items) };
  }
  const active = menu.items.find((item) => item.id === activeId);
  const over = menu.items.find((item) => item.id === overId);
  // Items move within their category here; the API also accepts moves across categories.
  if (!active || !over || active.category !== over.category || active === over) return null;
  const items = move(menu.items, menu.items.indexOf(active), menu.items.indexOf(over));
  return { ...menu, items };
}

function move<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) copy.splice(to, 0, moved);
  return copy;
}

function groupedItems(
  categories: MenuFileDto['categories'],
  items: MenuFileDto['items'],
): MenuFileDto['items'] {
  return categories.flatMap((category) => items.filter((item) => item.category === category.key));
}

/** The body of the reorder call: every category with every one of its items, in menu order. */
export function orderOf(menu: MenuFileDto): Array<{ id: string; itemIds: string[] }> {
  return menu.categories.map((category) => ({
    id: category.id ?? '',
    itemIds: menu.items.filter((item) => item.category === category.key).map((item) => item.id ?? ''),
  }));
}

/** Offers text as a file download (the browser saves it; nothing leaves the page). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
