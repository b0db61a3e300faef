import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';
import { ToastProvider } from './components/toast/toast-provider.tsx';

/** The public routes rendered to HTML at build time, so their first paint needs no JavaScript. */
export const PRERENDERED_ROUTES = ['/home', '/about-us', '/gallery', '/events'] as const;

/** Renders a route to HTML, waiting for its lazy chunks; data pages render their loading skeletons. */
export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ToastProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </ToastProvider>
    </StrictMode>,
    // React outlines large boundaries and reveals them with inline scripts; one chunk keeps the HTML script-free.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
