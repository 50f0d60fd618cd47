/**
 * Settings of the operator's that pages show, written by the server into the page shell as `<meta>` tags
 * (apps/server/src/web/static.ts): no request, and the installed app's cached shell keeps them offline.
 */
const meta = (name: string): string | undefined =>
  (typeof document === 'undefined' ? null : document.querySelector(`meta[name="${name}"]`))?.getAttribute('content')?.trim() || undefined;

/** The demo hotline, where no server wrote one (the Vite dev server): the server's own default (`HOTLINE`). */
const DEMO_HOTLINE = '+880 9610-000000';

/** The airline's hotline as the footer writes it, from `HOTLINE`. */
export function hotline(): string {
  return meta('tarmac-hotline') ?? DEMO_HOTLINE;
}
