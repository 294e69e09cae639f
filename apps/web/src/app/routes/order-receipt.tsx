import { ApiError } from '@nearbite/api-client/api-client';
import { OrderLines } from '../../features/order-detail/components/order-lines';
import { OrderProblem } from '../../features/order-detail/components/order-problem';
import { PaymentList } from '../../features/order-detail/components/payment-list';
import { PriceDetails } from '../../features/order-detail/components/price-details';
import { noPaymentNoteOf } from '../../features/order-detail/lib/order-view';
import { useReceipt } from '../../features/receipt/api';
import { ReceiptView } from '../../features/receipt/components/receipt-view';
import { receiptPriceSummary } from '../../features/receipt/lib/receipt-prices';
import { loadOrdersTexts, useOrdersTexts } from '../../shared/i18n/orders-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from '../../shared/lib/history-router';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { PageLoading } from '../../shared/ui/page-loading';
import '../../features/order-detail/components/screen.css';

void loadOrdersTexts();

/** A code the receipt page can ask about at all (the contract's bounds); anything else is not a receipt. */
const isReceiptCode = (code: string | null): code is string =>
  code !== null && code.length >= 8 && code.length <= 64;

/**
 * /order/receipt?code=: the public receipt of an order (no sign-in, no app banner), as the e-mailed link
 * opens it; a bad or unknown code shows the invalid-receipt view.
 */
export default function OrderReceiptRoute() {
  useOrdersTexts();
  const { t } = useTranslation();
  const title = t('receipt.title');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const raw = params.get('code');
  const code = isReceiptCode(raw) ? raw : null;
  const query = useReceipt(code);
  const receipt = query.data;
  // A 4xx means the code names no order; anything else may pass on a retry.
  const invalid =
    code === null ||
    (query.error instanceof ApiError && query.error.status !== null && query.error.status < 500);

  return (
    <div className="nb-screen">
      <header className="nb-screen-head">
        <h1 className="nb-screen-title nb-receipt-title">{title}</h1>
      </header>
      <main className="nb-screen-main">
        {receipt ? (
          <ReceiptView
            receipt={receipt}
            lines={(labelledBy) => <OrderLines commodities={receipt.commodities} labelledBy={labelledBy} />}
            prices={<PriceDetails summary={receiptPriceSummary(receipt)} />}
            payments={<PaymentList payments={receipt.payments} none={noPaymentNoteOf(receipt)} />}
          />
        ) : invalid ? (
          <OrderProblem title={t('receipt.invalidTitle')} text={t('receipt.invalidText')} home />
        ) : query.isError ? (
          <OrderProblem
            title={t('receipt.loadFailed')}
            onRetry={() => void query.refetch()}
            retryLabel={t('receipt.retry')}
            home
          />
        ) : (
          <PageLoading />
        )}
      </main>
    </div>
  );
}
