import type { BusinessSummaryDto } from '@nearbite/contract/businesses';
import { IMAGE_WIDTH_LIST } from '@nearbite/domain/discovery';
import { milesText } from '@nearbite/domain/money-text';
import { storeLabel } from '@nearbite/domain/store-status';
import { type ReactNode, useId, useState } from 'react';
import { appLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AppLink } from '../../../shared/ui/app-link';
import { sizedImage } from '../lib/image-url';
import { diningTypeKey, type StoreTag, storeLabelText, storeTags, tagText } from '../lib/store-card';
import { storePageUrl } from '../lib/store-link';
import './store-card.css';

/** Tags shown before "more" is tapped. */
const COLLAPSED_TAGS = 2;

function StoreTags({ tags }: { tags: StoreTag[] }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (tags.length === 0) return null;
  const canExpand = tags.length > COLLAPSED_TAGS + 1;
  const shown = canExpand && !expanded ? tags.slice(0, COLLAPSED_TAGS) : tags;
  // Two activities can read the same; keys count repeats.
  const keys = new Map<string, number>();
  return (
    <div className="nb-store-tags-row">
      <p className="nb-store-tags" id={listId}>
        {shown.map((tag) => {
          const text = tagText(tag, t, appLanguage);
          const seen = (keys.get(text) ?? 0) + 1;
          keys.set(text, seen);
          return (
            <span key={`${text}-${seen}`} className={`nb-store-tag nb-store-tag-${tag.kind}`}>
              {text}
            </span>
          );
        })}
      </p>
      {canExpand ? (
        <button
          type="button"
          className="nb-store-tags-toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? (
            t('stores.fewerTags')
          ) : (
            <>
              <span aria-hidden="true">+{tags.length - COLLAPSED_TAGS}</span>
              <span className="nb-visually-hidden">
                {t('stores.moreTags', { count: tags.length - COLLAPSED_TAGS })}
              </span>
            </>
          )}
        </button>
      ) : null}
    </div>
  );
}

export interface StoreCardProps {
  business: BusinessSummaryDto;
  /** The level of the store name's heading (3 under a screen's h2 sections). */
  headingLevel?: 2 | 3 | 4;
  /** More content under the tags (search shows the matching dishes here). */
  children?: ReactNode;
}

/**
 * A store in a list: logo, name (the link to the store page, stretched over the card), label,
 * distance, dining types, categories and expandable tags. Closed stores are dimmed.
 */
export function StoreCard({ business, headingLevel = 3, children }: StoreCardProps) {
  const { t } = useTranslation();
  const label = storeLabel(business);
  const Heading = `h${headingLevel}` as const;
  const logo = sizedImage(business.logo, IMAGE_WIDTH_LIST);
  const categories = business.categorys.map((category) => category.name).join(' · ');
  return (
    <article className={label === 'closed' ? 'nb-store-card nb-store-closed' : 'nb-store-card'}>
      {logo ? (
        <img
          className="nb-store-logo"
          src={logo}
          alt={t('stores.logoAlt', { name: business.name })}
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="nb-store-logo nb-store-logo-empty" aria-hidden="true">
          {business.name.slice(0, 1)}
        </span>
      )}
      <div className="nb-store-body">
        <div className="nb-store-head">
          <Heading className="nb-store-name">
            <AppLink className="nb-store-link" to={storePageUrl(business.id)}>
              {business.name}
            </AppLink>
          </Heading>
          <span className={`nb-store-label nb-store-label-${label}`}>
            {storeLabelText(t, business, label)}
          </span>
        </div>
        <p className="nb-store-meta">
          <span>{t('stores.miles', { miles: milesText(business.distance) })}</span>
          {business.diningTypes.map((type) => (
            <span key={type} className="nb-store-dining">
              {t(diningTypeKey[type])}
            </span>
          ))}
        </p>
        {categories ? <p className="nb-store-categories">{categories}</p> : null}
        <StoreTags tags={storeTags(business)} />
        {children}
      </div>
    </article>
  );
}
