import type { CouponBody } from '@nearbite/contract/console-promotions';
import type { WelcomeCouponDto } from '@nearbite/contract/console-welcome-package';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { money } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { platformTexts } from '../texts';

/** A line of the gift being edited: a coupon already on the platform, or one the save will create. */
export interface GiftLine {
  key: string;
  quantity: string;
  coupon: WelcomeCouponDto | null;
  draft: CouponBody | null;
}

type Texts = ReturnType<typeof useTexts<typeof platformTexts.en>>;
type Settings = Pick<CouponBody, 'title' | 'couponType' | 'discountPrice' | 'discountPercent' | 'validity'>;

function valueText(coupon: Settings, t: Texts): string {
  if (coupon.couponType === 'cash') return fill(t.amountOff, { amount: money(coupon.discountPrice ?? 0) });
  if (coupon.couponType === 'freeDeliveryPrice') return t.freeDelivery;
  return fill(t.percentOff, { percent: 100 - (coupon.discountPercent ?? 100) });
}

function validityOf({ validity }: Settings, t: Texts, when: (ms: number) => string): string {
  if (validity.kind === 'duration')
    return fill(t.daysAfter, { days: Math.round(validity.durationSeconds / 86_400) });
  if (validity.kind === 'fixedTime') return fill(t.until, { date: when(validity.expiredTime) });
  return fill(t.between, { from: when(validity.startTime), to: when(validity.endTime) });
}

/** The gift's coupons in order: quantity, move up or down, remove. */
export function WelcomeGiftLines({
  lines,
  onChange,
}: {
  lines: GiftLine[];
  onChange: (lines: GiftLine[]) => void;
}) {
  const t = useTexts(platformTexts);
  const language = useLanguage();
  const when = (ms: number) => new Date(ms).toLocaleDateString(language === 'zh' ? 'zh-CN' : 'en-US');
  const move = (from: number, to: number) => {
    const next = [...lines];
    const [line] = next.splice(from, 1);
    if (line) next.splice(to, 0, line);
    onChange(next);
  };
  const setQuantity = (index: number, quantity: string) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, quantity } : line)));
  return (
    <div className="nc-panel nc-table-wrap">
      <table className="nc-table">
        <thead>
          <tr>
            <th scope="col">{t.welcomeCoupon}</th>
            <th scope="col">{t.welcomeValue}</th>
            <th scope="col">{t.welcomeValidity}</th>
            <th scope="col">{t.welcomeClaimed}</th>
            <th scope="col">{t.welcomeQuantity}</th>
            <th scope="col">{t.welcomeOrder}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const settings = line.coupon ?? line.draft;
            if (!settings) return null;
            const name = settings.title[language] || settings.title.en;
            return (
              <tr key={line.key}>
                <td>
                  {name} {line.coupon ? null : <span className="nc-welcome-new">{t.welcomeNew}</span>}
                </td>
                <td>{valueText(settings, t)}</td>
                <td>{validityOf(settings, t, when)}</td>
                <td>{line.coupon?.claimedCount ?? 0}</td>
                <td>
                  <TextField
                    label={fill(t.welcomeQuantityLabel, { name })}
                    className="nc-field-narrow nc-welcome-quantity"
                    value={line.quantity}
                    onChange={(value) => setQuantity(index, value)}
                    inputMode="numeric"
                  />
                </td>
                <td className="nc-cell-action">
                  <Button
                    size="small"
                    aria-label={fill(t.moveUpLabel, { name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    aria-label={fill(t.moveDownLabel, { name })}
                    disabled={index === lines.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={fill(t.removeCouponLabel, { name })}
                    onClick={() => onChange(lines.filter((_, at) => at !== index))}
                  >
                    {t.removeFromGift}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
