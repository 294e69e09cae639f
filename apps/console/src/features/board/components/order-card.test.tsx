import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { consoleBoardExamples } from '@nearbite/contract/examples/console-board.examples';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render';
import { boardTexts } from '../texts';
import { OrderCard } from './order-card';

const t = boardTexts.en;
/** The contract's example: a paid pickup order, 2 × pork dumplings (12 pieces, steamed), a note. */
const incoming = consoleBoardExamples.order.response as BoardOrderDto;
const paidTime = incoming.paidTime ?? 0;

function renderCard(order: BoardOrderDto, language: 'en' | 'zh' = 'en') {
  const onRequest = vi.fn();
  const onSoldOut = vi.fn();
  renderConsole(
    <OrderCard
      order={order}
      now={paidTime + 7 * 60_000 + 20_000}
      busy={null}
      onRequest={onRequest}
      onSoldOut={onSoldOut}
      ticketPath={`/stores/s/orders/${order.id}/ticket`}
    />,
    language,
  );
  const card = screen.getByRole('article', {
    name: boardTexts[language].orderCode.replace('{code}', order.orderCode),
  });
  return { card, onRequest, onSoldOut };
}

/** The card's action buttons (the items' sold-out buttons left out). */
const buttonNames = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .filter((button) => !button.classList.contains('nc-card-soldout'))
    .map((button) => button.textContent);

describe('an order card', () => {
  it('shows the code, the type, its age, the items with their options, the note, the total and the masked phone', () => {
    const { card } = renderCard(incoming);
    const view = within(card);
    expect(view.getByRole('heading', { name: 'Order #4827' })).toBeInTheDocument();
    expect(view.getByText(t.typePickup)).toBeInTheDocument();
    expect(view.getByText('7 min ago')).toBeInTheDocument();
    expect(view.getByText(t.asap)).toBeInTheDocument();
    expect(view.getByText('Pork dumplings 猪肉饺子')).toBeInTheDocument();
    expect(view.getByText('2×')).toBeInTheDocument();
    expect(view.getByText('12 pieces · Steamed')).toBeInTheDocument();
    expect(view.getByText('Note: Extra chili oil, please 多放辣油')).toBeInTheDocument();
    expect(view.getByText('Total $28.90')).toBeInTheDocument();
    expect(view.getByText('Wei · (•••) •••-0123')).toBeInTheDocument();
  });

  it('offers exactly the actions the server allows: accept, refund and refuse for a new order', async () => {
    const { card, onRequest } = renderCard(incoming);
    expect(buttonNames(card)).toEqual([t.accept, t.refund, t.refuse]);
    await userEvent.click(within(card).getByRole('button', { name: t.accept }));
    expect(onRequest).toHaveBeenCalledWith(incoming, 'accept');
  });

  it('once accepted: ready, delay, refund and cancel, with the ready time', () => {
    const accepted = consoleBoardExamples.action.response as BoardOrderDto;
    const { card } = renderCard(accepted);
    expect(buttonNames(card)).toEqual([t.ready, t.delay, t.refund, t.cancelOrder]);
    expect(within(card).getByText(/^Ready by /)).toBeInTheDocument();
  });

  it('names handing over by the order type: picked up, served at the table, delivered', () => {
    const ready = { ...incoming, column: 'ready' as const, actions: ['complete' as const] };
    for (const [orderType, label] of [
      ['pickup', t.completePickup],
      ['dineIn', t.completeDineIn],
      ['delivery', t.completeDelivery],
    ] as const) {
      const { card } = renderCard({ ...ready, id: orderType, orderType, tableName: 'A1', peopleNumber: 4 });
      expect(buttonNames(card)).toEqual([label]);
      cleanup();
    }
  });

  it('marks an item sold out from an open card, not from a finished one', async () => {
    const open = renderCard(incoming);
    await userEvent.click(
      within(open.card).getByRole('button', { name: 'Mark Pork dumplings 猪肉饺子 sold out' }),
    );
    expect(open.onSoldOut).toHaveBeenCalledWith(incoming.lines[0]);
    cleanup();
    const done = renderCard({
      ...incoming,
      id: 'done',
      column: 'done',
      orderStatus: 'completed',
      actions: [],
    });
    expect(within(done.card).queryByRole('button')).toBeNull();
  });

  it('speaks Chinese in a Chinese console', () => {
    const { card } = renderCard({ ...incoming, orderType: 'dineIn', tableName: '12', peopleNumber: 3 }, 'zh');
    const view = within(card);
    expect(view.getByText('堂食')).toBeInTheDocument();
    expect(view.getByText('12 号桌 · 3 位')).toBeInTheDocument();
    expect(view.getByText('7 分钟前')).toBeInTheDocument();
    expect(buttonNames(card)).toEqual(['接单', '退款', '拒单']);
  });
});
