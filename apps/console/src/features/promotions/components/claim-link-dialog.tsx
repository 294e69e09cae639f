import type { ConsoleCouponDto } from '@nearbite/contract/console-promotions';
import { useId, useMemo } from 'react';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { showToast } from '../../../shared/ui/toast';
import { displayName } from '../hooks/use-promotion-labels';
import { promotionsTexts } from '../texts';

/** A coupon's claim link with its QR code: copy the link, or download the QR to print. */
export function ClaimLinkDialog({ coupon, onClose }: { coupon: ConsoleCouponDto; onClose: () => void }) {
  const t = useTexts(promotionsTexts);
  const language = useLanguage();
  const id = useId();
  // The server's SVG shown as an image (a data URL), so its markup never enters the page's DOM.
  const qrSource = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coupon.qrSvg)}`,
    [coupon.qrSvg],
  );
  return (
    <Dialog
      open
      title={fill(t.claimLinkTitle, { name: displayName(coupon.title, language) })}
      closeLabel={t.close}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      <p className="nc-page-intro">{t.claimLinkIntro}</p>
      <img className="nc-promo-qr" src={qrSource} alt={t.qrAlt} width={220} height={220} />
      <div className="nc-field">
        <label htmlFor={id} className="nc-field-label">
          {t.claimLink}
        </label>
        <div className="nc-token-row">
          <input
            id={id}
            className="nc-input nc-token"
            readOnly
            value={coupon.claimUrl}
            onFocus={(event) => event.target.select()}
          />
          <Button
            onClick={() =>
              navigator.clipboard?.writeText(coupon.claimUrl).then(
                () => showToast('success', t.copied),
                () => showToast('error', t.copyFailed),
              ) ?? showToast('error', t.copyFailed)
            }
          >
            {t.copy}
          </Button>
        </div>
      </div>
      <a
        className="nc-button nc-button-secondary nc-button-medium"
        href={qrSource}
        download={`coupon-${coupon.id}.svg`}
      >
        {t.downloadQr}
      </a>
    </Dialog>
  );
}
