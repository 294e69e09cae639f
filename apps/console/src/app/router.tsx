import { Navigate, Route, Routes } from 'react-router';
import { DemoPage } from '../features/sign-in/components/demo-page';
import { SignInScreen } from '../features/sign-in/components/sign-in-screen';
import { SignedInLayout } from './layout/signed-in-layout';
import { StoreLayout } from './layout/store-layout';
import { BoardRoute } from './routes/board-route';
import { NotFound } from './routes/not-found';
import { PlatformRoute } from './routes/platform-route';
import { PromotionsRoute } from './routes/promotions-route';
import { ReportsRoute } from './routes/reports-route';
import {
  ApiKeysRoute,
  AuditRoute,
  MenuRoute,
  PhotosRoute,
  PrintersRoute,
  StaffRoute,
  StoreProfileRoute,
  TicketRoute,
} from './routes/store-pages';
import { StorePickerRoute } from './routes/store-picker-route';
import { MoneyRoute, TablesRoute } from './routes/store-setup-pages';

/** The console's screens, under /console (the router's basename). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInScreen />} />
      <Route path="demo" element={<DemoPage />} />
      <Route path="stores/:businessId/orders/:orderId/ticket" element={<TicketRoute />} />
      <Route element={<SignedInLayout />}>
        <Route index element={<StorePickerRoute />} />
        <Route path="stores/:businessId" element={<StoreLayout />}>
          <Route index element={<Navigate to="board" replace />} />
          <Route path="board" element={<BoardRoute />} />
          <Route path="menu" element={<MenuRoute />} />
          <Route path="printers" element={<PrintersRoute />} />
          <Route path="photos" element={<PhotosRoute />} />
          <Route path="store" element={<StoreProfileRoute />} />
          <Route path="money" element={<MoneyRoute />} />
          <Route path="tables" element={<TablesRoute />} />
          <Route path="promotions" element={<PromotionsRoute />} />
          <Route path="staff" element={<StaffRoute />} />
          <Route path="api-keys" element={<ApiKeysRoute />} />
          <Route path="reports" element={<ReportsRoute />} />
          <Route path="audit" element={<AuditRoute />} />
        </Route>
        <Route path="platform" element={<Navigate to="stores" replace />} />
        <Route path="platform/:section" element={<PlatformRoute />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
