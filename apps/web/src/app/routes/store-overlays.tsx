import type { ActivityRule } from '@nearbite/domain/activity-discount';
import type { OrderType } from '@nearbite/domain/order-type';
import { lazy, type ReactNode, Suspense } from 'react';
import { CartBar, type RequiredCategory } from '../../features/cart/components/cart-bar';
import type { CartLine } from '../../shared/lib/cart-line';

const ItemDialog = lazy(() => import('../../features/item-dialog/components/item-dialog'));
const ImagePreview = lazy(() => import('../../features/store/components/image-preview'));

/** The photos the full-screen preview shows, and which one first. */
export interface PreviewTarget {
  images: readonly string[];
  index: number;
  subject: string;
}

/** What the item dialog shows: an item to add, or a cart line to edit. */
export interface ItemTarget {
  commodityId: string;
  editing: CartLine | null;
}

export interface StoreOverlaysProps {
  businessId: string;
  orderType: OrderType;
  activities: readonly ActivityRule[];
  isOpen: boolean;
  canReserved: boolean;
  required: RequiredCategory | null;
  lines: readonly CartLine[];
  timeZone: string;
  checkout: { open: () => void; cartOpenRequest: number; element: ReactNode };
  item: { target: ItemTarget | null; open: boolean; onOpen: (line: CartLine) => void; onClose: () => void };
  onSubmitItem: (line: Omit<CartLine, 'wantIndex'>, editing: CartLine | null) => Promise<boolean>;
  onInactive: () => void;
  preview: PreviewTarget | null;
  onClosePreview: () => void;
}

/** The cart bar, the item dialog, checkout and the photo preview over the store screens. */
export function StoreOverlays(props: StoreOverlaysProps) {
  const { item, preview } = props;
  return (
    <>
      <CartBar
        businessId={props.businessId}
        orderType={props.orderType}
        activities={props.activities}
        isOpen={props.isOpen}
        canReserved={props.canReserved}
        required={props.required}
        onCheckout={props.checkout.open}
        openRequest={props.checkout.cartOpenRequest}
        onEditLine={item.onOpen}
        onInactive={props.onInactive}
      />
      {item.target ? (
        <Suspense fallback={null}>
          <ItemDialog
            visible={item.open}
            commodityId={item.target.commodityId}
            editing={item.target.editing}
            orderType={props.orderType}
            cartLines={props.lines}
            timeZone={props.timeZone}
            onClose={item.onClose}
            onSubmit={props.onSubmitItem}
          />
        </Suspense>
      ) : null}
      {props.checkout.element}
      {preview ? (
        <Suspense fallback={null}>
          <ImagePreview
            images={preview.images}
            index={preview.index}
            subject={preview.subject}
            onClose={props.onClosePreview}
          />
        </Suspense>
      ) : null}
    </>
  );
}
