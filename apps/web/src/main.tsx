import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Before the app: Bootstrap's base and the site's tokens come first in the stylesheet, so the components' own
// sheets, which the app's modules import, override them. The rest of Bootstrap comes with the components that use it.
import './styles/bootstrap/base.scss';
import './styles/index.css';
import { App } from './app/app.tsx';
import { activateLanguage } from './lib/i18n.ts';
import { pageLanguage } from './lib/language-paths.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive prerendered (build/prerender.ts) or rendered by the server and are hydrated as a transition,
// which React splits into short tasks so the page stays responsive; the page's start script holds taps on their
// buttons until then (app/start-after-paint.ts). Every other route starts empty. A page in another language than
// English first fetches its messages, so the first render matches the prerendered words.
const rendered = root.hasChildNodes();
const start = () => {
  if (rendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
};
const language = pageLanguage(window.location.pathname);
if (language === 'en') start();
else void activateLanguage(language).then(start, start);
