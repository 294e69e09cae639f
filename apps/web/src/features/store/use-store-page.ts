import { clientError } from '@nearbite/api-client/api-client';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { OrderType } from '@nearbite/domain/order-type';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from '../../shared/lib/history-router';
import { showError, showNotice } from '../../shared/lib/notify';
import { paths } from '../../shared/lib/paths';
import { removeStoreShell } from '../../shared/lib/store-shell';
import { useCallWaiter } from './api';
import { diningTypeSwitch } from './lib/dining-type';
import { tableProblem } from './lib/store-info';
import {
  closeSheet,
  guideTopicOf,
  initialSheets,
  openSheet,
  type StoreSheet,
  type StoreSheets,
} from './lib/store-sheets';
import { useStorePrompt } from './use-store-state';

/**
 * The store page's sheets (lib/store-sheets.ts). The Safari guide opens with the page when the link asks
 * for it (`needShowSafariGuide`) and was not closed in this tab; closing it remembers that.
 */
export function useStoreSheets(needShowSafariGuide: boolean) {
  const [safariSeen, markSafariSeen] = useStorePrompt('safariGuideSeen');
  const [sheets, setSheets] = useState<StoreSheets>(() => initialSheets(needShowSafariGuide && !safariSeen));
  return {
    sheets,
    open: sheets.open,
    guideTopic: guideTopicOf(sheets),
    openSheet: (sheet: StoreSheet) => setSheets((current) => openSheet(current, sheet)),
    closeSheet: () => {
      if (sheets.open === 'safari') markSafariSeen();
      setSheets(closeSheet);
    },
  };
}

interface StoreLoad {
  data: BusinessDetailDto | undefined;
  error: unknown;
  isError: boolean;
}

/**
 * What the store page does whatever it shows: a missing store id is reported (P1) once, a failed load is
 * reported, a table the store does not have (or a store without dine-in) goes to the failure page, and
 * the server's banner goes when there is no header to draw. Returns whether the table was refused.
 */
export function useStorePageGuards(businessId: string | null, tableName: string | null, detail: StoreLoad) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const reported = useRef(false);
  useEffect(() => {
    if (businessId || reported.current) return;
    reported.current = true;
    void showError(clientError('P1'));
  }, [businessId]);

  useEffect(() => {
    if (detail.error) void showError(detail.error, { title: t('store.loadFailed') });
  }, [detail.error, t]);

  const tableRefused = detail.data && tableName ? tableProblem(detail.data, tableName) !== null : false;
  useEffect(() => {
    if (tableRefused) void navigate(`${paths.fail}?failType=table`, { replace: true });
  }, [tableRefused, navigate]);

  const noHeader = !businessId || detail.isError || tableRefused;
  useEffect(() => {
    if (noHeader) removeStoreShell();
  }, [noHeader]);

  return tableRefused;
}

/** Back from the store page: to the previous entry of this app, or home when the page was opened first. */
export function useStoreBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
}

/** Calls the waiter to the table, telling the diner whether it went through. */
export function useWaiterCall(businessId: string | null, tableName: string | null) {
  const { t } = useTranslation();
  const callWaiter = useCallWaiter(businessId ?? '', tableName ?? '');
  const call = () =>
    callWaiter.mutate(undefined, {
      onSuccess: () => void showNotice(t('store.callWaiterDone'), 'success'),
      onError: (error) => void showError(error, { title: t('store.callWaiterFailed') }),
    });
  return { call, calling: callWaiter.isPending };
}

/**
 * Choosing delivery or pickup: a type the store offers switches, one it does not is answered with the
 * "not supported" notice (specification section 4).
 */
export function useDiningTypeChoice(
  detail: Pick<BusinessDetailDto, 'diningTypes'> | undefined,
  orderType: OrderType | null,
  setOrderType: (type: OrderType) => void,
) {
  const { t } = useTranslation();
  return (type: OrderType) => {
    if (!detail) return;
    const outcome = diningTypeSwitch(orderType, type, detail.diningTypes);
    if (outcome === 'switch') setOrderType(type);
    else if (outcome === 'unsupported') {
      void showNotice(t('store.notSupported', { type: t(`store.diningType.${type}`) }));
    }
  };
}
