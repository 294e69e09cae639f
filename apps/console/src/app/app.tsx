import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The console served at /console: every path below it is one of its screens. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename="/console">
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
