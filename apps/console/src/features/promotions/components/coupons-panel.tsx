import type { ConsoleCouponDto } from '@nearbite/contract/console-promotions';
import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { useCouponChanges, useCoupons } from '../api';
import { displayName, usePromotionLabels } from '../hooks/use-promotion-labels';
import { promotionsTexts } from '../texts';
import { ClaimLinkDialog } from './claim-link-dialog';
import { CouponFormDialog } from './coupon-form-dialog';
import { NameCell } from './name-cell';

/** The store's coupons: value, validity, claims and code; each with its claim link; managers add, edit, end. */
export function CouponsPanel({ businessId, canManage }: { businessId: string; canManage: boolean }) {
  const t = useTexts(promotionsTexts);
  const language = useLanguage();
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  const coupons = useCoupons(businessId);
  const timeZone = coupons.data?.timeZone;
  const labels = usePromotionLabels(timeZone);
  const { end } = useCouponChanges(businessId);
  const [editing, setEditing] = useState<ConsoleCouponDto | 'new' | null>(null);
  const [ending, setEnding] = useState<ConsoleCouponDto | null>(null);
  const [sharing, setSharing] = useState<ConsoleCouponDto | null>(null);
  const list = coupons.data?.coupons ?? [];
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-coupons-title">
      <div className="nc-promo-head">
        <h2 id="nc-coupons-title" className="nc-section-title">
          {t.coupons}
        </h2>
        {canManage ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t.newCoupon}
          </Button>
        ) : null}
      </div>
      {coupons.isPending ? <Loading text={common.loading} /> : null}
      {coupons.isError ? (
        <LoadFailed
          text={errorText(coupons.error)}
          retryLabel={common.retry}
          onRetry={() => coupons.refetch()}
        />
      ) : null}
      {coupons.data && list.length === 0 ? <p className="nc-page-intro">{t.couponsEmpty}</p> : null}
      {list.length > 0 ? (
        <div className="nc-table-wrap">
          <table className="nc-table">
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.value}</th>
                <th scope="col">{t.validity}</th>
                <th scope="col">{t.claimed}</th>
                <th scope="col">{t.status}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {list.map((coupon) => (
                <tr key={coupon.id}>
                  <td>
                    <NameCell names={labels.names(coupon.title)} />
                    {coupon.redeemCode ? (
                      <span className="nc-promo-sub">
                        {' '}
                        {t.code} <code>{coupon.redeemCode}</code>
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {labels.couponValue(coupon)}
                    {labels.minimum(coupon)}
                    {labels.distance(coupon)} · {labels.orderTypes(coupon.orderTypes)}
                  </td>
                  <td>{labels.validity(coupon)}</td>
                  <td>{labels.claimed(coupon)}</td>
                  <td>{coupon.status === 'active' ? t.running : t.ended}</td>
                  <td className="nc-cell-action">
                    <CouponActions
                      coupon={coupon}
                      canManage={canManage}
                      onShare={setSharing}
                      onEdit={setEditing}
                      onEnd={(item) => {
                        end.reset();
                        setEnding(item);
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing && timeZone ? (
        <CouponFormDialog
          businessId={businessId}
          timeZone={timeZone}
          coupon={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={setSharing}
        />
      ) : null}
      {sharing ? <ClaimLinkDialog coupon={sharing} onClose={() => setSharing(null)} /> : null}
      {ending ? (
        <ConfirmDialog
          title={fill(t.endCouponTitle, { name: displayName(ending.title, language) })}
          text={t.endCouponText}
          confirmLabel={t.end}
          busy={end.isPending}
          error={end.error ? errorText(end.error) : null}
          onCancel={() => setEnding(null)}
          onConfirm={() =>
            end.mutate(ending.id, {
              onSuccess: () => {
                showToast('success', fill(t.endedToast, { name: displayName(ending.title, language) }));
                setEnding(null);
              },
            })
          }
        />
      ) : null}
    </section>
  );
}

/** A coupon's row buttons: its claim link for everyone; edit and end for managers while it runs. */
function CouponActions({
  coupon,
  canManage,
  onShare,
  onEdit,
  onEnd,
}: {
  coupon: ConsoleCouponDto;
  canManage: boolean;
  onShare: (coupon: ConsoleCouponDto) => void;
  onEdit: (coupon: ConsoleCouponDto) => void;
  onEnd: (coupon: ConsoleCouponDto) => void;
}) {
  const t = useTexts(promotionsTexts);
  const language = useLanguage();
  const name = displayName(coupon.title, language);
  const active = coupon.status === 'active';
  return (
    <div className="nc-promo-actions">
      {active ? (
        <Button size="small" aria-label={fill(t.claimLinkLabel, { name })} onClick={() => onShare(coupon)}>
          {t.claimLink}
        </Button>
      ) : null}
      {canManage && active ? (
        <>
          <Button size="small" aria-label={fill(t.editLabel, { name })} onClick={() => onEdit(coupon)}>
            {t.edit}
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={fill(t.endLabel, { name })}
            onClick={() => onEnd(coupon)}
          >
            {t.end}
          </Button>
        </>
      ) : null}
    </div>
  );
}
