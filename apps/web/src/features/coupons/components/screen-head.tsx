import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigateFunction } from 'react-router';
import { BackIcon } from '../../../shared/ui/icons';

/** The header of a coupon screen: back, the title, and an optional button on the right. */
export function ScreenHead({
  title,
  onBack,
  extra,
}: {
  title: string;
  onBack: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="nb-coupons-head">
      <button type="button" className="nb-coupons-back" onClick={onBack}>
        <BackIcon width="22" height="22" />
        <span className="nb-visually-hidden">{t('coupons.back')}</span>
      </button>
      <h1 className="nb-coupons-title">{title}</h1>
      {extra}
    </header>
  );
}

/** Back to the previous screen of this visit, else to `fallback` (opened from a link or a reload). */
export function goBack(navigate: NavigateFunction, fallback: string) {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
