import ClaimScreen from '../../features/coupons/components/claim-screen';
import { useSearchParams } from '../../shared/lib/history-router';

/** /coupon/get?couponId=…: the coupons feature's claim page. */
export default function CouponGetRoute() {
  const [params] = useSearchParams();
  return <ClaimScreen couponId={params.get('couponId')?.trim() || null} />;
}
