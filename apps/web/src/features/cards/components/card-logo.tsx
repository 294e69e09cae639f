import type { SavedCardDto } from '@nearbite/contract/cards';

/** The brand logo of a saved card (the server's 100-wide image); decorative, the brand is also written. */
export function CardLogo({ card }: { card: Pick<SavedCardDto, 'logo' | 'cardType'> }) {
  return (
    <span className={`nb-card-logo nb-card-logo-${card.cardType}`} aria-hidden="true">
      {card.logo ? <img src={card.logo} alt="" width={50} height={32} loading="lazy" /> : null}
    </span>
  );
}
