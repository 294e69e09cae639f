import type { WelcomePackageDto } from '@nearbite/contract/console-welcome-package';
import { WELCOME_PACKAGE_COUPONS_MAX, WELCOME_PACKAGE_QUANTITY_MAX } from '@nearbite/domain/welcome-package';
import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { hasUnreadable, wholeOrNull } from '../../../shared/lib/coupon-form';
import { Button } from '../../../shared/ui/button';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { Switch } from '../../../shared/ui/switch';
import { showToast } from '../../../shared/ui/toast';
import { useSaveWelcomePackage, useWelcomePackage, type WelcomePackageInput } from '../api';
import { platformTexts } from '../texts';
import { WelcomeCouponDialog } from './welcome-coupon-dialog';
import { type GiftLine, WelcomeGiftLines } from './welcome-gift-lines';

const linesOf = (saved: WelcomePackageDto): GiftLine[] =>
  saved.coupons.map((line) => ({
    key: line.coupon.id,
    quantity: String(line.quantity),
    coupon: line.coupon,
    draft: null,
  }));

/** The platform's welcome gift: on or off, its coupons in order with their quantities, saved at once. */
export function WelcomeGiftSection() {
  const t = useTexts(platformTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  const gift = useWelcomePackage();
  return (
    <section className="nc-stack" aria-labelledby="nc-platform-welcome">
      <h2 id="nc-platform-welcome" className="nc-section-title">
        {t.welcome}
      </h2>
      <p className="nc-note">
        {fill(t.welcomeIntro, { max: WELCOME_PACKAGE_COUPONS_MAX, quantity: WELCOME_PACKAGE_QUANTITY_MAX })}
      </p>
      {gift.isPending ? <Loading text={common.loading} /> : null}
      {gift.isError ? (
        <LoadFailed text={errorText(gift.error)} retryLabel={common.retry} onRetry={() => gift.refetch()} />
      ) : null}
      {gift.data ? <WelcomeGiftEditor saved={gift.data} /> : null}
    </section>
  );
}

function WelcomeGiftEditor({ saved }: { saved: WelcomePackageDto }) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const save = useSaveWelcomePackage();
  const [status, setStatus] = useState(saved.status);
  const [lines, setLines] = useState<GiftLine[]>(() => linesOf(saved));
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const change = (next: GiftLine[]) => {
    setLines(next);
    setDirty(true);
  };
  const submit = () => {
    const body: WelcomePackageInput = {
      status,
      coupons: lines.flatMap((line): WelcomePackageInput['coupons'] => {
        const quantity = wholeOrNull(line.quantity) ?? Number.NaN;
        if (line.coupon) return [{ couponId: line.coupon.id, quantity }];
        return line.draft ? [{ coupon: line.draft, quantity }] : [];
      }),
    };
    if (hasUnreadable(body)) return setProblem(t.quantityUnreadable);
    setProblem(null);
    save.mutate(body, {
      onSuccess: (next) => {
        setStatus(next.status);
        setLines(linesOf(next));
        setDirty(false);
        showToast('success', t.welcomeSaved);
      },
    });
  };
  return (
    <>
      <Switch
        label={t.welcomeOn}
        description={t.welcomeOnHint}
        checked={status === 'active'}
        onChange={(on) => {
          setStatus(on ? 'active' : 'inactive');
          setDirty(true);
        }}
      />
      {lines.length === 0 ? <p className="nc-note">{t.welcomeEmpty}</p> : null}
      {lines.length > 0 ? <WelcomeGiftLines lines={lines} onChange={change} /> : null}
      <div className="nc-welcome-actions">
        <Button onClick={() => setAdding(true)}>{t.addWelcomeCoupon}</Button>
        <Button variant="primary" busy={save.isPending} onClick={submit}>
          {t.saveWelcome}
        </Button>
        {dirty ? <span className="nc-note">{t.unsaved}</span> : null}
      </div>
      {problem ? <p className="nc-alert">{problem}</p> : null}
      {save.error ? (
        <p className="nc-alert" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
      {adding ? (
        <WelcomeCouponDialog
          timeZone={timeZone}
          onClose={() => setAdding(false)}
          onAdd={(coupon) => {
            change([...lines, { key: crypto.randomUUID(), quantity: '1', coupon: null, draft: coupon }]);
            setAdding(false);
          }}
        />
      ) : null}
    </>
  );
}
