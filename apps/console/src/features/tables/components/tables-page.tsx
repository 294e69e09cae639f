import type { DiningTableDto } from '@nearbite/contract/console-tables';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { useTableChanges, useTables } from '../api';
import { tablesTexts } from '../texts';
import { AddTableForm } from './add-table-form';
import { QrCardsPanel } from './qr-cards-panel';
import { RenameTableDialog } from './rename-table-dialog';
import { RequiredCategoryPanel } from './required-category-panel';

/** The Tables tab: the tables, the category dine-in orders must include, and printing the QR cards. */
export function TablesPage({ businessId, canManage }: { businessId: string; canManage: boolean }) {
  const t = useTexts(tablesTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const tables = useTables(businessId);
  const changes = useTableChanges(businessId);
  const [removing, setRemoving] = useState<DiningTableDto | null>(null);
  const [renaming, setRenaming] = useState<DiningTableDto | null>(null);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <p className="nc-page-intro">{t.intro}</p>
      {tables.isPending ? <Loading text={common.loading} /> : null}
      {tables.isError ? (
        <LoadFailed
          text={errorText(tables.error)}
          retryLabel={common.retry}
          onRetry={() => tables.refetch()}
        />
      ) : null}
      {tables.data ? (
        <div className="nc-panel nc-table-wrap">
          {tables.data.tables.length === 0 ? <p className="nc-page-intro">{t.empty}</p> : null}
          {tables.data.tables.length > 0 ? (
            <table className="nc-table">
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  {canManage ? <td /> : null}
                </tr>
              </thead>
              <tbody>
                {tables.data.tables.map((table) => (
                  <tr key={table.id}>
                    <td>{table.name}</td>
                    {canManage ? (
                      <td className="nc-cell-action">
                        <Button
                          size="small"
                          aria-label={fill(t.renameLabel, { name: table.name })}
                          onClick={() => {
                            changes.rename.reset();
                            setRenaming(table);
                          }}
                        >
                          {t.rename}
                        </Button>{' '}
                        <Button
                          size="small"
                          aria-label={fill(t.removeLabel, { name: table.name })}
                          onClick={() => {
                            changes.remove.reset();
                            setRemoving(table);
                          }}
                        >
                          {t.remove}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
      {canManage ? <AddTableForm add={changes.add} /> : <p className="nc-note">{t.readOnly}</p>}
      {tables.data ? (
        <RequiredCategoryPanel
          categories={tables.data.categories}
          canManage={canManage}
          save={changes.requiredCategory}
        />
      ) : null}
      <QrCardsPanel businessId={businessId} />
      {renaming ? (
        <RenameTableDialog table={renaming} rename={changes.rename} onClose={() => setRenaming(null)} />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={fill(t.removeTitle, { name: removing.name })}
          text={t.removeText}
          confirmLabel={t.remove}
          busy={changes.remove.isPending}
          error={changes.remove.error ? errorText(changes.remove.error) : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            changes.remove.mutate(removing.id, {
              onSuccess: () => {
                showToast('success', fill(t.removed, { name: removing.name }));
                setRemoving(null);
              },
            })
          }
        />
      ) : null}
    </main>
  );
}
