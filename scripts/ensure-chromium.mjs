// Browser tests drive Debian's Chromium headless shell (scripts/chromium-path.mjs). Install it when it is missing
// (root with apt-get), fall back to Debian's whole chromium when only that is there, or say what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { HEADLESS_SHELL, WHOLE_CHROMIUM, chromiumPath } from './chromium-path.mjs';

if (process.env.CHROMIUM_PATH) {
  if (fs.existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist; point it at a Chromium or unset it.`);
  process.exit(1);
}
if (fs.existsSync(HEADLESS_SHELL)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell package (apt-get)…");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
  } catch {
    console.error('Installing chromium-headless-shell with apt-get failed.');
  }
}
if (fs.existsSync(chromiumPath())) {
  if (chromiumPath() === WHOLE_CHROMIUM) console.log(`Using ${WHOLE_CHROMIUM} (the headless shell is not installed).`);
  process.exit(0);
}
console.error(`Chromium is missing: install Debian's package with "sudo apt-get install -y chromium-headless-shell" (or chromium) and run the tests again.`);
process.exit(1);
