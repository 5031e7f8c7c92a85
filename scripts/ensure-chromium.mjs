// Makes sure a Chromium exists for the browser tests: CHROME_PATH or /usr/bin/chromium, else installs the
// Debian package when running as root with apt-get, else says how to get one. Also installs poppler-utils when
// pdftotext is missing (the plan PDF tests read the PDFs' text with it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const hasPdftotext = spawnSync('sh', ['-c', 'command -v pdftotext'], { stdio: 'ignore' }).status === 0;
if (!hasPdftotext && isRoot && hasApt) {
  console.log('pdftotext: not found; installing the Debian package (apt-get install -y poppler-utils)');
  spawnSync('sh', ['-c', 'apt-get update && apt-get install -y poppler-utils'], { stdio: 'inherit' });
}

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = candidates.find((candidate) => fs.existsSync(candidate));
if (found) {
  console.log(`chromium: using ${found}`);
  process.exit(0);
}

if (isRoot && hasApt) {
  console.log('chromium: not found; installing the Debian package (apt-get install -y chromium)');
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], { stdio: 'inherit' });
  if (result.status === 0 && fs.existsSync('/usr/bin/chromium')) process.exit(0);
  console.error('chromium: the installation failed');
  process.exit(1);
}

console.error(
  [
    'chromium: no browser found for the end-to-end tests.',
    '  Install one (Debian/Ubuntu: sudo apt-get install -y chromium),',
    '  or point CHROME_PATH at a Chromium or Chrome executable, for example:',
    '  CHROME_PATH=/usr/bin/google-chrome npm run test:e2e',
  ].join('\n'),
);
process.exit(1);
