import { SUCCESS_CLOSE_MS } from '@nearbite/domain/app-constants';
import { useEffect, useState } from 'react';
import { useCouponsTexts } from '../../shared/i18n/coupons-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from '../../shared/lib/history-router';
import { paths } from '../../shared/lib/paths';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import './success.css';

/** The success kinds this app names; any other sucessType shows the generic line. */
const SUCCESS_TYPES = ['coupon', 'card', 'payment', 'email'] as const;

function successTypeOf(value: string | null): (typeof SUCCESS_TYPES)[number] | 'generic' {
  return (SUCCESS_TYPES as readonly string[]).includes(value ?? '')
    ? (value as (typeof SUCCESS_TYPES)[number])
    : 'generic';
}

/**
 * /sucess?sucessType=…: a confirmation that closes after 3 seconds. A window opened for it (a payment
 * or e-mail link) closes; a tab the browser will not close goes back, or home when there is no back.
 */
export default function SuccessRoute() {
  useCouponsTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = successTypeOf(params.get('sucessType'));
  const [left, setLeft] = useState(Math.ceil(SUCCESS_CLOSE_MS / 1000));
  const title = t(`coupons.success.type.${kind}`);
  useDocumentTitle(title);

  useEffect(() => {
    const leave = () => {
      window.close();
      // Still here: the window was not opened by a script, so it cannot close itself.
      const index = (window.history.state as { idx?: unknown } | null)?.idx;
      if (typeof index === 'number' && index > 0) void navigate(-1);
      else void navigate(paths.home, { replace: true });
    };
    const started = Date.now();
    const tick = window.setInterval(() => {
      setLeft(Math.max(0, Math.ceil((SUCCESS_CLOSE_MS - (Date.now() - started)) / 1000)));
    }, 250);
    const timer = window.setTimeout(leave, SUCCESS_CLOSE_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(timer);
    };
  }, [navigate]);

  return (
    <main className="nb-success">
      <svg className="nb-success-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth={3} />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth={3.5}
          strokeLinecap="round"
        />
      </svg>
      <h1 className="nb-success-title">{title}</h1>
      <p className="nb-success-text" aria-live="polite">
        {t('coupons.success.text', { seconds: left })}
      </p>
    </main>
  );
}
