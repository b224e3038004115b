/**
 * Renders the Larder mark to the PNG icons the PWA and electron-builder need.
 * Run once with `npx tsx scripts/make-icons.ts`; the PNGs are kept in the repo.
 * Uses Playwright with the system Chromium (/usr/bin/chromium or chromium on PATH).
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';

const GREEN = '#15803d';

/** The jar drawing on a 64×64 grid, without its background. Same as src/components/larder-logo.tsx. */
const JAR = `
  <rect x="19" y="11" width="26" height="8" rx="2.5" fill="#fef3c7"/>
  <path d="M21 19h22v4c4 2 6 6 6 10v14c0 5-4 9-9 9H24c-5 0-9-4-9-9V33c0-4 2-8 6-10z" fill="#ffffff"/>
  <rect x="19" y="33" width="26" height="14" rx="3" fill="#fde68a"/>
  <path d="M26 44c0-6 5-9 12-9-1 6-5 10-12 9z" fill="${GREEN}"/>
  <path d="M26 44l6-5" stroke="#fde68a" stroke-width="1.4" stroke-linecap="round"/>`;

/** Rounded tile, for the favicon and regular icons. */
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Larder</title><rect x="2" y="2" width="60" height="60" rx="14" fill="${GREEN}"/>${JAR}</svg>\n`;
/** Full-bleed square with the jar inside the central 60 % safe zone, for maskable and Apple icons. */
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(12.8 12.8) scale(0.6)">${JAR}</g></svg>\n`;
const APPLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(6.4 6.4) scale(0.8)">${JAR}</g></svg>\n`;

function findChromium(): string {
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error("No Chromium found: install Debian's chromium (apt-get install chromium).");
}

async function main() {
  mkdirSync('public/icons', { recursive: true });
  mkdirSync('build/icons', { recursive: true });
  writeFileSync('public/favicon.svg', ROUNDED);

  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--headless', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const render = async (svg: string, size: number, out: string, transparent: boolean) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `)}</body></html>`,
    );
    await page.screenshot({
      path: out,
      omitBackground: transparent,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`wrote ${out}`);
  };
  await render(ROUNDED, 192, 'public/icons/icon-192.png', true);
  await render(ROUNDED, 512, 'public/icons/icon-512.png', true);
  await render(MASKABLE, 512, 'public/icons/maskable-512.png', false);
  await render(APPLE, 180, 'public/apple-touch-icon.png', false);
  await browser.close();
  copyFileSync('public/icons/icon-512.png', 'build/icons/icon.png');
  console.log('wrote build/icons/icon.png');
}

await main();
