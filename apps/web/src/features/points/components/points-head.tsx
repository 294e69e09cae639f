import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useNavigate } from '../../../shared/lib/history-router';
import { paths } from '../../../shared/lib/paths';
import { BackIcon } from '../../../shared/ui/icons';

/** Back to the previous screen of this visit, else to `fallback` (opened from a link or a reload). */
function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

/** The header of a points screen: back and the title. */
export function PointsHead({ title, fallback }: { title: string; fallback: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  return (
    <header className="nb-points-head">
      <button type="button" className="nb-points-back" onClick={goBack}>
        <BackIcon width="22" height="22" />
        <span className="nb-visually-hidden">{t('points.back')}</span>
      </button>
      <h1 className="nb-points-title">{title}</h1>
    </header>
  );
}

/** A centred message with an optional action. */
export function PointsMessage({ children, alert }: { children: ReactNode; alert?: boolean }) {
  return (
    <div className="nb-points-message" role={alert ? 'alert' : undefined}>
      {children}
    </div>
  );
}

/** Signed out: the sign-in button. */
export function SignInFirst({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <PointsMessage>
      <p>{t('points.signInFirst')}</p>
      <button type="button" className="nb-points-primary" aria-haspopup="dialog" onClick={onLogin}>
        {t('points.signIn')}
      </button>
    </PointsMessage>
  );
}

/** The time of a record in the page's language. */
export function formatTime(time: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** Replaces the screen with /fail for the given failType (a load that failed). */
export function FailRedirect({
  failType,
}: {
  failType: 'integralCard' | 'integralCover' | 'integralDetails';
}) {
  return <Navigate to={`${paths.fail}?failType=${failType}`} replace />;
}
