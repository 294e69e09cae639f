import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { showToast } from '../../../shared/ui/toast';
import { type BoardActionBody, type RefundBody, useBoardAction, useRefund, useSoldOut } from '../api';
import type { CardRequest } from '../components/card-actions';
import { boardTexts } from '../texts';

/** A card's dialog: accepting, delaying, refusing or cancelling, refunding. */
export interface CardDialog {
  request: Exclude<CardRequest, 'ready' | 'complete'>;
  order: BoardOrderDto;
}

/**
 * What the cards' buttons do: ready and complete at once, the others through a dialog. A refusal shows the
 * server's coded error, translated: in the dialog when one is open, else as a toast.
 */
export function useCardRequests(businessId: string, onCancelling: (orderId: string) => void) {
  const t = useTexts(boardTexts);
  const errorText = useErrorText();
  const action = useBoardAction(businessId);
  const refund = useRefund(businessId);
  const soldOut = useSoldOut(businessId);
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const [busy, setBusy] = useState<{ orderId: string; request: CardRequest } | null>(null);

  const act = (order: BoardOrderDto, request: CardRequest, body: BoardActionBody, inDialog: boolean) => {
    setBusy({ orderId: order.id, request });
    if (body.action === 'cancel') onCancelling(order.id);
    action.mutate(
      { orderId: order.id, body },
      {
        onSuccess: () => {
          setDialog(null);
          if (body.action === 'accept') showToast('success', fill(t.accepted, { code: order.orderCode }));
        },
        onError: (error) => {
          if (!inDialog) showToast('error', errorText(error));
        },
        onSettled: () => setBusy(null),
      },
    );
  };

  return {
    dialog,
    close: () => setDialog(null),
    busyFor: (orderId: string) => (busy?.orderId === orderId ? busy.request : null),
    request(order: BoardOrderDto, request: CardRequest) {
      if (request === 'ready' || request === 'complete')
        return act(order, request, { action: request }, false);
      action.reset();
      refund.reset();
      setDialog({ request, order });
    },
    /** The open dialog's answer: an action of the order's life. */
    confirm(body: BoardActionBody) {
      if (dialog) act(dialog.order, dialog.request, body, true);
    },
    refund(body: RefundBody) {
      if (!dialog) return;
      refund.mutate(
        { orderId: dialog.order.id, body },
        {
          onSuccess: () => {
            setDialog(null);
            showToast('success', t.refundDone);
          },
        },
      );
    },
    markSoldOut(line: BoardOrderDto['lines'][number]) {
      if (!line.commodityId) return;
      soldOut.mutate(line.commodityId, {
        onSuccess: () => showToast('success', fill(t.soldOutDone, { name: line.name })),
        onError: (error) => showToast('error', errorText(error)),
      });
    },
    dialogBusy: action.isPending || refund.isPending,
    dialogError: action.error || refund.error ? errorText(action.error ?? refund.error) : null,
  };
}

export type CardRequests = ReturnType<typeof useCardRequests>;
