// Which Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's headless shell (the
// `chromium-headless-shell` package: the browser without its window, what Playwright itself runs headless; about a
// third less CPU per page than the whole browser on the two-core machines), else Debian's whole `chromium`.
import fs from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const WHOLE_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) || !fs.existsSync(WHOLE_CHROMIUM) ? HEADLESS_SHELL : WHOLE_CHROMIUM;
}
