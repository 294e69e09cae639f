import type { SavedCardDto } from '@nearbite/contract/cards';

/**
 * The brand logo of a saved card at the specification's size 100 (the server's 100 × 64 image, shown at its
 * own size); decorative, the brand is also written.
 */
export function CardLogo({ card }: { card: Pick<SavedCardDto, 'logo' | 'cardType'> }) {
  return (
    <span className={`nb-card-logo nb-card-logo-${card.cardType}`} aria-hidden="true">
      {card.logo ? <img src={card.logo} alt="" width={100} height={64} loading="lazy" /> : null}
    </span>
  );
}
