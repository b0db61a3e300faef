import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <ToastProvider>
      <AppRouter />
    </ToastProvider>
  );
}
