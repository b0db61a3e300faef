import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { inlineScriptSources } from './inline-scripts.ts';

/**
 * Helmet's headers on every reply: the Content Security Policy and the rest. Helmet's middleware is built once here;
 * the Fastify plugin built it again on every request (parsing the policy's directives each time: 3% of an
 * authenticated route's CPU, measured with `node --cpu-prof` under autocannon). The middleware only sets headers on
 * the raw response, synchronously.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'webDist' | 'publicUrl'>) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The site's scripts, and the one inline script of its pages, which starts the app.
        scriptSrc: ["'self'", ...inlineScriptSources(config.webDist)],
        // The staff area's service worker and web app manifest (decision 042) are this site's own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // react-bootstrap positions overlays with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense when the site is served over TLS (PUBLIC_URL https://...).
    strictTransportSecurity: config.publicUrl?.startsWith('https://')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
