import type { WaiterCallDto } from '@nearbite/contract/console-board';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { clockTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { BellIcon } from '../../../shared/ui/icons';
import { showToast } from '../../../shared/ui/toast';
import { useAcknowledgeWaiterCall } from '../api';
import { boardTexts } from '../texts';

/** Tables calling for a waiter, newest last, each answered with "On my way". */
export function WaiterCalls({ businessId, calls }: { businessId: string; calls: WaiterCallDto[] }) {
  const t = useTexts(boardTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const acknowledge = useAcknowledgeWaiterCall(businessId);
  if (calls.length === 0) return null;
  return (
    <section className="nc-waiter-calls" aria-labelledby="nc-waiter-calls-title" aria-live="polite">
      <h2 id="nc-waiter-calls-title" className="nc-waiter-calls-title">
        <BellIcon />
        {t.waiterCallsTitle}
      </h2>
      <ul>
        {calls.map((item) => (
          <li key={item.id} className="nc-waiter-call">
            <span>
              <strong>{fill(t.waiterCall, { table: item.tableName })}</strong>{' '}
              <span className="nc-waiter-call-since">
                {fill(t.waiterCallSince, { time: clockTime(item.createdTime, language) })}
              </span>
            </span>
            <Button
              size="small"
              variant="primary"
              busy={acknowledge.isPending && acknowledge.variables === item.id}
              onClick={() =>
                acknowledge.mutate(item.id, {
                  onSuccess: () => showToast('success', fill(t.acknowledged, { table: item.tableName })),
                  onError: (error) => showToast('error', errorText(error)),
                })
              }
            >
              {t.acknowledge}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
