import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appStart } from './build/app-start.ts';
import { catalogsPlugin } from './build/catalogs-plugin.ts';
import { precompress } from './build/precompress.ts';
import { staffApp } from './build/staff-app.ts';

const CORE_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui[\\/]core)[\\/]/,
  /vite[\\/]preload-helper/,
  /src[\\/]lib[\\/]i18n\.ts$/,
  /contract[\\/]src[\\/]i18n[\\/]languages\.ts$/,
  /virtual:messages[\\/]en[\\/]public$/,
];

/**
 * What every page that fetches data runs before it can show any: TanStack Query and the API client. Left to Rolldown
 * they were seven chunks of 0.1 to 4 KB of gzip, as the lazy pages share them in different sets: seven requests
 * before a list page could paint its list (decision 066).
 */
const DATA_MODULES = [
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
  /src[\\/]lib[\\/](api-client|query-client)\.ts$/,
];

/** Lazy pages that nobody reaches by navigating the site (see modulePreload below). */
const LINKED_PAGES = /(^|\/)(pay-page|booking-payment|consent-page|offer-page)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), catalogsPlugin(), appStart(), staffApp(), precompress()],
  css: {
    preprocessorOptions: {
      // Bootstrap 5's Sass is written with @import and global functions, which Dart Sass warns about on every
      // file; src/styles/bootstrap imports it the same way, since its parts share Bootstrap's global variables.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin'] },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  // The manifest tells build/prerender.ts which chunks and CSS each prerendered route needs.
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 2048,
    manifest: true,
    // Every browser the site supports preloads modules natively (Chrome 66, Firefox 115, Safari 17); the polyfill
    // cost /home half a kilobyte of gzip, and an older browser without it still runs every page, only unpreloaded.
    modulePreload: {
      polyfill: false,
      // Pages reached only from an email or a payment (paying, a guardian's consent, a freed seat) fetch their
      // scripts as they load, not by the entry's preload list: naming each of their files cost every page, /home
      // first, several hundred bytes of gzip. Their stylesheets stay listed, so they are applied before they show.
      resolveDependencies: (filename, deps) =>
        LINKED_PAGES.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs first, in one chunk: the libraries, Vite's preload helper and the i18n runtime with
          // the English public messages. Without it Rolldown splits pieces of these (jsx-runtime, React, i18n.ts)
          // into small chunks of their own whenever a lazy page imports a module the entry holds
          // (rolldown/rolldown#10731): each costs /home a request and the gzip lost between files, 1 to 2 KB in all.
          groups: [
            { name: 'core', test: (id) => CORE_MODULES.some((pattern) => pattern.test(id)) },
            {
              name: 'data',
              test: (id) => DATA_MODULES.some((pattern) => pattern.test(id)),
              // Their own imports of the app (the session, the language of the address) stay in the entry, which
              // /home loads without any of this.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // The prerender bundle (build/prerender.ts) carries its dependencies so Node needs no bundler-only resolution.
  ssr: { noExternal: true },
});
