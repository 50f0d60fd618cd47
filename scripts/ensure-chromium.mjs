// Browser tests drive Debian's Chromium. Install it when it is missing (root with apt-get), or say what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`Chromium is missing at ${chromium}; install Debian's package with "sudo apt-get install -y chromium" and run the tests again.`);
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)…');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
} catch {
  console.error('Installing Chromium with apt-get failed; install the "chromium" package by hand and run the tests again.');
  process.exit(1);
}
if (!fs.existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing; install the "chromium" package by hand.`);
  process.exit(1);
}
