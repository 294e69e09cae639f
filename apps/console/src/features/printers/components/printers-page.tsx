import type { KitchenPrinterDto } from '@nearbite/contract/console-printers';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { dateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { usePrinters, useRemovePrinter } from '../api';
import { printersTexts } from '../texts';
import { AddPrinterForm } from './add-printer-form';

/** A store's kitchen printers: everyone sees them; owners and managers add and remove them. */
export function PrintersPage({ businessId, canManage }: { businessId: string; canManage: boolean }) {
  const t = useTexts(printersTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const printers = usePrinters(businessId);
  const remove = useRemovePrinter(businessId);
  const [removing, setRemoving] = useState<KitchenPrinterDto | null>(null);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <p className="nc-page-intro">{t.intro}</p>
      {printers.isPending ? <Loading text={common.loading} /> : null}
      {printers.isError ? (
        <LoadFailed
          text={errorText(printers.error)}
          retryLabel={common.retry}
          onRetry={() => printers.refetch()}
        />
      ) : null}
      {printers.data ? (
        <div className="nc-panel nc-table-wrap">
          {printers.data.printers.length === 0 ? <p className="nc-page-intro">{t.empty}</p> : null}
          {printers.data.printers.length > 0 ? (
            <table className="nc-table">
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.host}</th>
                  <th scope="col">{t.kind}</th>
                  <th scope="col">{t.added}</th>
                  {canManage ? <td /> : null}
                </tr>
              </thead>
              <tbody>
                {printers.data.printers.map((printer) => (
                  <tr key={printer.id}>
                    <td>{printer.name}</td>
                    <td>
                      <code>
                        {printer.host}:{printer.port}
                      </code>
                    </td>
                    <td>{printer.kind === 'receipt' ? t.kindReceipt : t.kindLabel}</td>
                    <td>{dateTime(printer.createdTime, language)}</td>
                    {canManage ? (
                      <td className="nc-cell-action">
                        <Button
                          size="small"
                          aria-label={fill(t.removeLabel, { name: printer.name })}
                          onClick={() => {
                            remove.reset();
                            setRemoving(printer);
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
      {canManage ? <AddPrinterForm businessId={businessId} /> : <p className="nc-note">{t.readOnly}</p>}
      {removing ? (
        <ConfirmDialog
          title={fill(t.removeTitle, { name: removing.name })}
          text={t.removeText}
          confirmLabel={t.remove}
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
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
