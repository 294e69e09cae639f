import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { dollars } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import { useCheckoutTexts } from '../../../shared/i18n/checkout-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PriceBreakdown } from '../../../shared/ui/price-breakdown';
import type { CheckoutLine } from '../lib/checkout-line';
import type { PlacesMap } from '../lib/map-slots';
import { type CheckoutPanelModel, useCheckoutPanel } from '../use-checkout-panel';
import { CheckoutChoosers } from './checkout-choosers';
import { ChoiceRow } from './choice-row';
import { ContactSection } from './contact-section';
import { useCouponValueText } from './coupon-chooser';
import { DeliverySection, PickupRow, TimeRow } from './destination-section';
import { DiningTypeSection } from './dining-type-section';
import { PointsCoupons } from './points-coupons';
import { PointsRedemption } from './points-redemption';
import { SubmitBar } from './submit-bar';
import { TaxExplanation } from './tax-explanation';
import { TipChooser } from './tip-chooser';
import './checkout.css';

export interface CheckoutPanelProps {
  business: BusinessDetailDto;
  /** The store's cart lines. */
  lines: readonly CheckoutLine[];
  /** The store page's dining type, and how to change it (delivery and pickup only). */
  orderType: OrderType;
  onOrderTypeChange: (type: 'delivery' | 'pickup') => void;
  /** The table of a dine-in visit, else null. */
  tableName: string | null;
  /** The store page's dine-in diner count (null until chosen), and how to change it. */
  dinerCount: number | null;
  onDinerCountChange: (count: number) => void;
  /** Redeems one unit of a cart line with points (or stops redeeming it). */
  onRedeemChange: (key: string, redeemed: boolean, requiredPoints: number) => void;
  /** The diner's chosen location: hosts are listed nearest to it. */
  userLocation: GeoPoint | null;
  /** Opens the login dialog. */
  onLogin: () => void;
  /** The order exists: clear the store's cart. */
  onOrderPlaced: (orderId: string) => void;
  /** Shows the cart (a required dine-in category is missing). */
  onOpenCart?: () => void;
  /** The map of the pickup-address chooser. */
  PlacesMap?: PlacesMap;
}

/**
 * Checkout under the cart: dining type, address or host or pickup address, time, points, coupon, tip,
 * contact phone, note, the engine's price breakdown and the submit button. Its state lives in
 * use-checkout-panel.ts; the sections are laid out here.
 */
export default function CheckoutPanel(props: CheckoutPanelProps) {
  const { business, orderType, onLogin } = props;
  useCheckoutTexts();
  const { t } = useTranslation();
  const model = useCheckoutPanel(props);
  const { state, signedIn, points, update, config } = model;
  const { quote } = state;
  const curPoints = points.data?.curPoints ?? null;

  return (
    <section className="nb-checkout" aria-label={t('checkout.title')}>
      <DiningTypeSection
        orderType={orderType}
        tableName={props.tableName}
        dinerCount={props.dinerCount}
        onDinerCountChange={props.onDinerCountChange}
        onSwitch={model.switchType}
      />
      {orderType === 'delivery' ? <DeliverySection model={model} /> : null}
      {orderType === 'pickup' ? <PickupRow model={model} business={business} /> : null}
      {orderType !== 'dineIn' ? (
        <TimeRow model={model} orderType={orderType} timeZone={business.address.timeZone} />
      ) : null}
      <PointsRedemption
        lines={state.redeemable}
        signedIn={signedIn}
        curPoints={curPoints}
        pointsUsed={quote.pointsUsed}
        onLogin={onLogin}
        onChange={props.onRedeemChange}
      />
      <CouponRow model={model} />
      <PointsCoupons
        businessId={business.id}
        programmeOn={business.pointsConfig.status}
        signedIn={signedIn}
        curPoints={curPoints}
        onLogin={onLogin}
      />
      <TipChooser
        // A new store or a forced zero starts the chooser afresh.
        key={quote.flags.tipForcedZero ? 'locked' : 'open'}
        offer={quote.tipOffer}
        value={state.tip}
        tipPrice={quote.tipPrice}
        locked={quote.flags.tipForcedZero}
        onChange={(tip) => update({ tip })}
      />
      <ContactSection model={model} onLogin={onLogin} />
      <PriceBreakdown
        className="nb-checkout-block"
        lines={quote}
        deliveryFee={quote.deliveryFeeState}
        totalTestId="checkout-total"
        taxInfo={
          <TaxExplanation
            orderType={orderType}
            taxRate={business.taxRate.combinedRate}
            noTaxOnPickupOrders={business.noTaxOnPickupOrders}
          />
        }
      />
      {/* The small-order rule applies by the food alone, so it shows before an address is chosen too. */}
      {quote.smallOrderExtraPrice > 0 ? (
        <p className="nb-checkout-warning" role="note">
          {t('checkout.lowAmount', {
            minimum: dollars(config?.minCommoditiesPrice ?? 0),
            fee: dollars(quote.smallOrderExtraPrice),
          })}
        </p>
      ) : null}
      <SubmitBar model={model} business={business} orderType={orderType} />
      <CheckoutChoosers model={model} business={business} orderType={orderType} PlacesMap={props.PlacesMap} />
    </section>
  );
}

/** The coupon row: the chosen coupon and what it takes off, else how many can be used. */
function CouponRow({ model }: { model: CheckoutPanelModel }) {
  const { t } = useTranslation();
  const couponValueText = useCouponValueText();
  const { state, signedIn, coupons, requireLogin, setChooser } = model;
  const usable = state.couponEntries.filter((entry) => entry.reason === null).length;
  return (
    <div className="nb-checkout-block">
      <ChoiceRow
        label={t('checkout.coupon.title')}
        value={
          state.coupon
            ? `${couponValueText(state.coupon)} (−${dollars(state.quote.couponDiscount)})`
            : signedIn && coupons.data?.coupons
              ? t('checkout.coupon.available', { count: usable })
              : t('checkout.coupon.choose')
        }
        empty={!state.coupon}
        onClick={() =>
          requireLogin(() => {
            // Coupons claimed since (a redeem code, the welcome gift) show up at once.
            void coupons.refetch();
            setChooser('coupon');
          })
        }
      />
    </div>
  );
}
