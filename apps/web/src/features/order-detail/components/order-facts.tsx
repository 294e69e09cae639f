import type { OrderDetailDto } from '@nearbite/contract/order-views';
import type { ReactNode } from 'react';
import { orderReasonText } from '../../../shared/i18n/order-reason';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StoreTime } from '../../../shared/ui/store-time';
import { phoneLinkOf } from '../lib/phone-link';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="nb-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The order's facts: number, type, times (placed, expected ready, the delivery or pickup time or as soon as
 * possible), where it goes (address, pickup point, pickup address or table), note, contact, driver, and why
 * it was cancelled.
 */
export function OrderFacts({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation();
  const delivery = order.deliveryInfo;
  const pickup = order.pickUpInfo;
  const rider = delivery?.rider ?? null;
  const riderPhone = phoneLinkOf(rider?.contact.phoneNumber);
  const contact = phoneLinkOf(order.contactPhone);
  const reason = order.cancellationReason?.reason ?? null;
  const { timeZone } = order.business;
  return (
    <dl className="nb-facts">
      <Fact label={t('orderInfo.orderNumber')}>
        <span className="nb-order-code">{order.orderCode}</span>
      </Fact>
      <Fact label={t('orderInfo.orderType')}>{t(`orders.type.${order.orderType}`)}</Fact>
      <Fact label={t('orderInfo.placedAt')}>
        <StoreTime at={order.createdTime} timeZone={timeZone} />
      </Fact>
      {order.expectedFoodReadyTime ? (
        <Fact label={t('orderInfo.expectedReady')}>
          <StoreTime at={order.expectedFoodReadyTime} timeZone={timeZone} />
        </Fact>
      ) : null}
      {delivery ? (
        <Fact label={t('orderInfo.deliveryTime')}>
          {delivery.deliveryTime ? (
            <StoreTime at={delivery.deliveryTime} timeZone={timeZone} />
          ) : (
            t('orderInfo.asap')
          )}
        </Fact>
      ) : null}
      {pickup ? (
        <Fact label={t('orderInfo.pickupTime')}>
          {pickup.pickUpTime ? <StoreTime at={pickup.pickUpTime} timeZone={timeZone} /> : t('orderInfo.asap')}
        </Fact>
      ) : null}
      {delivery?.address ? (
        <Fact label={t('orderInfo.deliverTo')}>
          <span className="nb-fact-lines">
            <span>{delivery.address.fullAddress}</span>
            {delivery.address.addressDetail ? <span>{delivery.address.addressDetail}</span> : null}
            <span>{delivery.address.userName}</span>
          </span>
        </Fact>
      ) : null}
      {delivery?.selfPickupPoint ? (
        <Fact label={t('orderInfo.pickupPoint')}>
          <span className="nb-fact-lines">
            <span>{delivery.selfPickupPoint.name}</span>
            <span>{delivery.selfPickupPoint.fullAddress}</span>
          </span>
        </Fact>
      ) : null}
      {pickup ? (
        <Fact label={t('orderInfo.pickupAt')}>
          <span className="nb-fact-lines">
            <span>{pickup.pickUpAddress.addressName}</span>
            <span>{pickup.pickUpAddress.fullAddress}</span>
          </span>
        </Fact>
      ) : null}
      {order.dineinInfo ? (
        <>
          <Fact label={t('orderInfo.table')}>{order.dineinInfo.tableName}</Fact>
          <Fact label={t('orderInfo.diners')}>{order.dineinInfo.peopleNumber}</Fact>
        </>
      ) : null}
      {order.buyerNote ? <Fact label={t('orderInfo.note')}>{order.buyerNote}</Fact> : null}
      {contact ? <Fact label={t('orderInfo.contactPhone')}>{contact.text}</Fact> : null}
      {rider ? (
        <Fact label={t('orderInfo.driver')}>
          {riderPhone ? (
            <a className="nb-detail-link" href={riderPhone.href}>
              {t('orderInfo.callDriver', { name: rider.userName })}
            </a>
          ) : (
            rider.userName
          )}
        </Fact>
      ) : null}
      {reason ? <Fact label={t('orderInfo.cancelReason')}>{orderReasonText(reason, t)}</Fact> : null}
    </dl>
  );
}
