import type { MenuFileDto, MenuFileItemDto } from '@nearbite/contract/console-menu';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { fetchMenuCsv, useDuplicateItem, useMenu, useReorderMenu, useShowOrder, useSoldOut } from '../api';
import { downloadText, orderOf } from '../menu-order';
import { menuTexts } from '../texts';
import { ImportDialog } from './import-dialog';
import { ItemEditorDialog } from './item-editor-dialog';
import { MenuBoard } from './menu-board';
import { TimedMenusDialog } from './timed-menus-dialog';
import './menu.css';

/** The store's menu for owners and managers: order, sold out, duplicate, import and export. */
export function MenuPage({ businessId }: { businessId: string }) {
  const t = useTexts(menuTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const menu = useMenu(businessId);
  const reorder = useReorderMenu(businessId);
  const showOrder = useShowOrder(businessId);
  const duplicate = useDuplicateItem(businessId);
  const soldOut = useSoldOut(businessId);
  const [importing, setImporting] = useState(false);
  const [timedMenusOpen, setTimedMenusOpen] = useState(false);
  // The item being edited; null adds one; undefined: the editor is closed.
  const [editing, setEditing] = useState<MenuFileItemDto | null | undefined>(undefined);
  const fail = (error: unknown) => showToast('error', errorText(error));

  const onMove = (moved: MenuFileDto) => {
    showOrder(moved);
    reorder.mutate(orderOf(moved), { onSuccess: () => showToast('success', t.orderSaved), onError: fail });
  };
  const onSaleChange = (item: MenuFileItemDto, onSale: boolean) => {
    const name = item.name[language];
    soldOut.mutate(
      { commodityId: item.id ?? '', soldOut: !onSale },
      {
        onSuccess: () => showToast('success', fill(onSale ? t.backOnSale : t.markedSoldOut, { name })),
        onError: fail,
      },
    );
  };
  const onDuplicate = (item: MenuFileItemDto) =>
    duplicate.mutate(item.id ?? '', {
      onSuccess: () => showToast('success', fill(t.duplicated, { name: item.name[language] })),
      onError: fail,
    });
  const exportJson = () => {
    if (menu.data) downloadText('menu.json', `${JSON.stringify(menu.data, null, 2)}\n`, 'application/json');
  };
  const exportCsv = () =>
    fetchMenuCsv(businessId).then(({ csv }) => downloadText('menu.csv', csv, 'text/csv;charset=utf-8'), fail);

  return (
    <main className="nc-page">
      <div className="nc-menu-head">
        <h1 className="nc-page-title">{t.title}</h1>
        <div className="nc-menu-tools">
          <Button onClick={exportJson} disabled={!menu.data}>
            {t.exportJson}
          </Button>
          <Button onClick={exportCsv}>{t.exportCsv}</Button>
          <Button onClick={() => setTimedMenusOpen(true)}>{t.timedMenus}</Button>
          <Button onClick={() => setEditing(null)} disabled={!menu.data?.categories.length}>
            {t.addItem}
          </Button>
          <Button variant="primary" onClick={() => setImporting(true)}>
            {t.import}
          </Button>
        </div>
      </div>
      <p className="nc-page-intro">{t.intro}</p>
      {menu.isPending ? <Loading text={common.loading} /> : null}
      {menu.isError ? (
        <LoadFailed text={errorText(menu.error)} retryLabel={common.retry} onRetry={() => menu.refetch()} />
      ) : null}
      {menu.data && menu.data.categories.length === 0 ? <p className="nc-note">{t.empty}</p> : null}
      {menu.data ? (
        <MenuBoard
          menu={menu.data}
          onMove={onMove}
          onSaleChange={onSaleChange}
          onDuplicate={onDuplicate}
          onEdit={setEditing}
          busyItemId={soldOut.isPending ? (soldOut.variables?.commodityId ?? null) : null}
        />
      ) : null}
      {menu.data && editing !== undefined ? (
        <ItemEditorDialog
          businessId={businessId}
          menu={menu.data}
          item={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {importing ? <ImportDialog businessId={businessId} onClose={() => setImporting(false)} /> : null}
      {timedMenusOpen ? (
        <TimedMenusDialog businessId={businessId} onClose={() => setTimedMenusOpen(false)} />
      ) : null}
    </main>
  );
}
