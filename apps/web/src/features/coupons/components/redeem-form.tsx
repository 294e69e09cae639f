import '../../../shared/ui/antd-setup';
import { COUPON_CODE_LENGTH } from '@nearbite/domain/coupon-claim';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showError } from '../../../shared/lib/notify';
import { pillButton } from '../../../shared/ui/pill-button';
import { type RedeemResult, useRedeemCode } from '../api';
import { sanitizeRedeemCode } from '../lib/redeem-code';

/** Redeem by code: four letters or digits; the result opens in a sheet. */
export function RedeemForm({ onResult }: { onResult: (result: RedeemResult) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const redeem = useRedeemCode();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field does nothing; a partial code cannot be one.
    if (code.length !== COUPON_CODE_LENGTH || redeem.isPending) return;
    redeem.mutate(code, {
      onSuccess: (result) => {
        setCode('');
        onResult(result);
      },
      onError: (error) => void showError(error),
    });
  };
  return (
    <form className="nb-redeem" onSubmit={onSubmit} noValidate>
      <label className="nb-visually-hidden" htmlFor={id}>
        {t('coupons.wallet.codeLabel')}
      </label>
      <Input
        id={id}
        className="nb-redeem-input"
        autoComplete="off"
        autoCapitalize="characters"
        enterKeyHint="go"
        maxLength={COUPON_CODE_LENGTH}
        placeholder={t('coupons.wallet.codePlaceholder')}
        value={code}
        onChange={(value) => setCode(sanitizeRedeemCode(value))}
      />
      <button
        type="submit"
        className={`${pillButton} nb-redeem-button`}
        disabled={code.length !== COUPON_CODE_LENGTH}
        aria-busy={redeem.isPending}
      >
        {t('coupons.wallet.redeem')}
      </button>
    </form>
  );
}
