import { useTranslation } from 'react-i18next';
import type { NavigateFunction } from 'react-router';
import { BackIcon } from '../../../shared/ui/icons';

/** The header of a card screen: a back button and the screen's title. */
export function ScreenHead({ title, onBack }: { title: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="nb-cards-head">
      <button type="button" className="nb-cards-back" onClick={onBack}>
        <BackIcon width="22" height="22" />
        <span className="nb-visually-hidden">{t('cards.back')}</span>
      </button>
      <h1 className="nb-cards-title">{title}</h1>
    </header>
  );
}

/** Back to the previous screen of this visit, else to `fallback` (opened from a link or a reload). */
export function goBack(navigate: NavigateFunction, fallback: string) {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
