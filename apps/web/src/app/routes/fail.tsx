import { useCouponsTexts } from '../../shared/i18n/coupons-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from '../../shared/lib/history-router';
import { paths } from '../../shared/lib/paths';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { AppLink } from '../../shared/ui/app-link';
import './fail.css';
import type { couponsEn } from '../../features/coupons/texts/coupons.en';

type CouponsTexts = typeof couponsEn;

/** The failure kinds the specification lists for /fail?failType=…. */
export const FAIL_TYPES = [
  'table',
  'integralCard',
  'integralCover',
  'integralDetails',
  'coupons',
  'deliveryAddress',
  'search',
] as const;
export type FailType = (typeof FAIL_TYPES)[number];

/** Where each failure sends the diner besides home: the screen that recovers from it. */
const FAIL_ACTIONS: Partial<Record<FailType, { to: string; key: keyof CouponsTexts['failAction'] }>> = {
  integralCard: { to: paths.integralCard, key: 'pointsCards' },
  integralCover: { to: paths.integralCard, key: 'pointsCards' },
  integralDetails: { to: paths.integralCard, key: 'pointsCards' },
  coupons: { to: paths.couponList, key: 'coupons' },
  deliveryAddress: { to: paths.deliveryAddress, key: 'addAddress' },
  search: { to: paths.search, key: 'search' },
};

export function failTypeOf(value: string | null): FailType | null {
  return (FAIL_TYPES as readonly string[]).includes(value ?? '') ? (value as FailType) : null;
}

/** The failure view: what went wrong for the given failType, and a way home. */
export default function FailRoute() {
  // The per-type button texts live with the other remaining views' texts.
  useCouponsTexts();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const failType = failTypeOf(params.get('failType'));
  const title = t(failType ? `fail.${failType}.title` : 'fail.generic.title');
  useDocumentTitle(title);
  // The table view's text is the A93 text of the error catalogue, word for word.
  const text = t(failType ? `fail.${failType}.text` : 'fail.generic.text');
  const action = failType ? FAIL_ACTIONS[failType] : undefined;
  return (
    <main className="nb-fail">
      <svg className="nb-fail-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth={3} />
        <path d="M24 13v14M24 33v2" stroke="currentColor" strokeWidth={3.5} strokeLinecap="round" />
      </svg>
      <h1 className="nb-fail-title">{title}</h1>
      <p className="nb-fail-text">{text}</p>
      {failType === 'table' ? <p className="nb-fail-code">{t('errorToast.code', { code: 'A93' })}</p> : null}
      {action ? (
        <AppLink className="nb-fail-home" to={action.to}>
          {t(`coupons.failAction.${action.key}`)}
        </AppLink>
      ) : null}
      <AppLink className={action ? 'nb-fail-home nb-fail-secondary' : 'nb-fail-home'} to={paths.home}>
        {t('common.backHome')}
      </AppLink>
    </main>
  );
}
