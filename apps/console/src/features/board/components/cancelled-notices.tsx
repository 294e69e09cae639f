import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { storedReasonLabel } from '../card-labels';
import type { CancelledNotice } from '../hooks/use-cancelled-notices';
import { boardTexts } from '../texts';

/** A loud notice per order cancelled while on the board, until someone dismisses it. */
export function CancelledNotices({
  notices,
  onDismiss,
}: {
  notices: CancelledNotice[];
  onDismiss: (id: string) => void;
}) {
  const t = useTexts(boardTexts);
  if (notices.length === 0) return null;
  return (
    <div className="nc-cancelled-notices" role="alert">
      {notices.map((notice) => (
        <div key={notice.orderId} className="nc-cancelled-notice">
          <span className="nc-cancelled-icon" aria-hidden="true">
            ✕
          </span>
          <p>
            <strong>{fill(t.cancelledNotice, { code: notice.orderCode })}</strong>
            {notice.reason ? (
              <span> {fill(t.cancelledReason, { reason: storedReasonLabel(notice.reason, t) })}</span>
            ) : null}
          </p>
          <Button size="small" variant="secondary" onClick={() => onDismiss(notice.orderId)}>
            {t.dismiss}
          </Button>
        </div>
      ))}
    </div>
  );
}
