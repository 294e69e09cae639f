import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { useState } from 'react';
import type { RefundBody } from '../api';

export type RefundKind = 'commodities' | 'customAmount' | 'full';
export type RefundProblem = 'nothing' | 'amount' | 'reason' | null;

/** Dollars as typed ("12.5", "$3") to cents; null when not an amount. */
export function centsOf(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** The refund dialog's choices, checked before the call: items, an amount up to what is left, or all of it. */
export function useRefundForm(order: BoardOrderDto) {
  const left = order.paidPrice - order.refundedPrice;
  const [kind, setKind] = useState<RefundKind>('commodities');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<RefundProblem>(null);

  /** The body to send, or null after naming what is missing. */
  const body = (): RefundBody | null => {
    const why = reason.trim();
    if (!why) {
      setProblem('reason');
      return null;
    }
    if (kind === 'full') return { refundType: 'full', reason: why };
    if (kind === 'customAmount') {
      const cents = centsOf(amount);
      if (cents === null || cents <= 0 || cents > left) {
        setProblem('amount');
        return null;
      }
      return { refundType: 'customAmount', price: cents, reason: why };
    }
    const commodities = Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([id, refundedNumber]) => ({ id, refundedNumber }));
    if (commodities.length === 0) {
      setProblem('nothing');
      return null;
    }
    return { refundType: 'commodities', commodities, reason: why };
  };

  return {
    left,
    kind,
    setKind,
    counts,
    setCount: (lineId: string, count: number) => setCounts((current) => ({ ...current, [lineId]: count })),
    amount,
    setAmount,
    reason,
    setReason,
    problem,
    body,
  };
}
