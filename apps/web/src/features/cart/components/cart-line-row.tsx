import { dollars } from '@nearbite/domain/money-text';
import type { LineQuote } from '@nearbite/domain/pricing';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { type CartLine, choiceTexts } from '../../../shared/lib/cart-line';
import { needsMoreToggle } from '../lib/line-steps';

/** Choices a line shows before More is tapped. */
const COLLAPSED_CHOICES = 3;

export interface CartLineRowProps {
  line: CartLine;
  quote: LineQuote | undefined;
  onStep: (delta: 1 | -1) => void;
  onEdit: () => void;
}

/** One cart line: name (tap to edit), choices (collapsed past three), note, price and − count +. */
export function CartLineRow({ line, quote, onStep, onEdit }: CartLineRowProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const choicesId = useId();
  const choices = choiceTexts(line);
  const toggle = needsMoreToggle(line);
  const shown = toggle && !expanded ? choices.slice(0, COLLAPSED_CHOICES) : choices;
  const pay = quote?.payPrice ?? 0;
  const before = quote?.linePrice ?? 0;
  return (
    <li className="nb-cart-line">
      <div className="nb-cart-line-main">
        <button
          type="button"
          className="nb-cart-line-name"
          aria-label={t('cart.edit', { name: line.goodsName })}
          onClick={onEdit}
        >
          {line.goodsName}
        </button>
        {choices.length > 0 ? (
          <p className="nb-cart-line-choices" id={choicesId}>
            {shown.join(' · ')}
            {toggle ? (
              <button
                type="button"
                className="nb-cart-line-more"
                aria-expanded={expanded}
                aria-controls={choicesId}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? t('cart.less') : t('cart.more')}
              </button>
            ) : null}
          </p>
        ) : null}
        {line.remarks ? <p className="nb-cart-line-note">{t('cart.note', { note: line.remarks })}</p> : null}
        <p className="nb-cart-line-price">
          <span data-testid="cart-line-price">{dollars(pay)}</span>
          {before > pay ? <del className="nb-cart-line-origin">{dollars(before)}</del> : null}
        </p>
      </div>
      <span className="nb-cart-step">
        <button
          type="button"
          className="nb-cart-step-button"
          aria-label={t('cart.decrease', { name: line.goodsName })}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <output className="nb-cart-step-count" aria-live="polite">
          {line.goodsNumber}
        </output>
        <button
          type="button"
          className="nb-cart-step-button nb-cart-step-plus"
          aria-label={t('cart.increase', { name: line.goodsName })}
          onClick={() => onStep(1)}
        >
          +
        </button>
      </span>
    </li>
  );
}
