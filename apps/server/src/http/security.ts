import type { FastifyHelmetOptions } from '@fastify/helmet';
import { SHELL_SCRIPT_SOURCE } from '../web/shell-script.js';

/**
 * Strict headers: scripts only from our own origin (and the page shell's one inline script, by its hash), no framing,
 * no MIME sniffing. `publicUrl` is where image URLs point (PUBLIC_URL): pages show those images even when the site is
 * opened by another name (localhost, an address).
 */
export function securityHeaders(publicUrl: string): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // web/shell-script.ts: decision 063.
        scriptSrc: ["'self'", SHELL_SCRIPT_SOURCE],
        // react-hot-toast and Bootstrap's popper position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", new URL(publicUrl).origin, 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  };
}
