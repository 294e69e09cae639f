import type { TicketLanguage } from '@nearbite/domain/store-operations';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { Select } from '../../../shared/ui/select';
import { showToast } from '../../../shared/ui/toast';
import { usePrinters, usePrintToPrinter, useTicket } from '../api';
import { usePrintOnce } from '../hooks/use-print-once';
import { printersTexts } from '../texts';
import './ticket.css';

/**
 * /console/stores/:id/orders/:orderId/ticket: the order's kitchen ticket as the API lays it out, on 80 mm
 * paper when printed (the browser's dialog opens by itself), or sent to one of the store's network printers.
 */
export function TicketView({ businessId, orderId }: { businessId: string; orderId: string }) {
  const t = useTexts(printersTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  useDocumentTitle(t.ticketTitle, common.appName);
  const [language, setLanguage] = useState<TicketLanguage | 'store'>('store');
  const ticket = useTicket(businessId, orderId, language === 'store' ? null : language);
  const printers = usePrinters(businessId);
  const send = usePrintToPrinter(businessId, orderId);
  const [printerId, setPrinterId] = useState('');
  usePrintOnce(ticket.isSuccess);
  const receiptPrinters = (printers.data?.printers ?? []).filter((printer) => printer.kind === 'receipt');
  return (
    <main className="nc-ticket-page">
      <div className="nc-ticket-tools nc-panel">
        <div className="nc-ticket-nav">
          <Link to={`/stores/${businessId}/board`}>{t.backToBoard}</Link>
          <LanguageSwitch />
        </div>
        <div className="nc-ticket-actions">
          <Select<TicketLanguage | 'store'>
            label={t.ticketLanguage}
            value={language}
            options={[
              { value: 'store', label: t.storeLanguage },
              { value: 'en', label: t.english },
              { value: 'zh', label: t.chinese },
            ]}
            onChange={setLanguage}
          />
          {receiptPrinters.length > 1 ? (
            <Select
              label={t.printerChoice}
              value={printerId}
              options={[
                { value: '', label: t.firstReceiptPrinter },
                ...receiptPrinters.map((printer) => ({ value: printer.id, label: printer.name })),
              ]}
              onChange={setPrinterId}
            />
          ) : null}
          <Button variant="primary" onClick={() => window.print()} title={t.printHint}>
            {t.print}
          </Button>
          <Button
            busy={send.isPending}
            onClick={() => send.mutate(printerId || null, { onSuccess: () => showToast('success', t.sent) })}
          >
            {t.sendToPrinter}
          </Button>
        </div>
        {send.error ? (
          <p className="nc-alert" role="alert">
            {errorText(send.error)}
          </p>
        ) : null}
      </div>
      {ticket.isPending ? <Loading text={common.loading} /> : null}
      {ticket.isError ? (
        <LoadFailed
          text={errorText(ticket.error)}
          retryLabel={common.retry}
          onRetry={() => ticket.refetch()}
        />
      ) : null}
      {ticket.data ? (
        <section
          className="nc-ticket"
          aria-label={t.ticketTitle}
          lang={ticket.data.language === 'zh' ? 'zh-CN' : 'en'}
        >
          {ticket.data.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's lines have no id and are never reordered.
            <div key={index} className={line.emphasis ? 'nc-ticket-line nc-ticket-big' : 'nc-ticket-line'}>
              {line.text || '\u00a0'}
            </div>
          ))}
        </section>
      ) : null}
    </main>
  );
}
