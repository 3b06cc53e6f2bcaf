import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@jest/globals';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { DEMO_STAFF_LOGIN } from '../../src/seeding/demo-agencies.js';
import { CHROMIUM_PATH } from '../support/system-clients.js';

/**
 * The back-office in a real browser: Debian's Chromium driven by playwright-core, axe-core for
 * accessibility. The build of web/ (dist/admin) is made once before the tests
 * (test/global-setup.mjs), so `npm test` on a fresh clone builds it; the server under test reads
 * it when it starts.
 */
/** The demo data's admin login of agency 1 (printed at start). */
export const DEMO_STAFF = { email: DEMO_STAFF_LOGIN.email, password: DEMO_STAFF_LOGIN.password };
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Problems the page reported: console errors (an untranslated key is one), uncaught exceptions, and CSP refusals. */
export interface WatchedPage {
  readonly page: Page;
  readonly errors: string[];
}

export async function newPage(context: BrowserContext, options: { allowStatuses?: readonly number[] } = {}): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed = options.allowStatuses ?? [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs every 4xx answer of fetch as a console error; the ones a test expects are no problem.
    const status = /status of (\d{3})/.exec(message.text());
    if (status && allowed.includes(Number(status[1]))) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** What expectAccessible reads of the page's document (the Web Animations API; this project's types have no DOM). */
interface AnimatedDocument {
  getAnimations(): { playState: string; effect: { getComputedTiming(): { endTime?: number | string } } | null }[];
}

/** Runs axe-core on the page as it is and expects no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<{ violations: number; serious: number }> {
  // A notice fading in or out is half transparent, and axe would judge its text's contrast against
  // a blend: wait until every finite animation or transition has ended (spinners run forever).
  // A notice may also begin to fade in while axe runs (seconds on a loaded machine): a page found
  // wanting is judged once more after it has settled again, so only what stays wrong fails.
  const analyse = async () => {
    await settled(page);
    const found = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    return { found, serious: found.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical') };
  };
  let { found: results, serious } = await analyse();
  if (serious.length > 0) ({ found: results, serious } = await analyse());
  expect({ screen, serious: serious.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })) }).toEqual({ screen, serious: [] });
  return { violations: results.violations.length, serious: serious.length };
}

/** The size of the kept screenshots: a common laptop screen. */
export const SCREENSHOT_VIEWPORT = { width: 1280, height: 800 } as const;

/** Waits until no finite animation or transition runs (spinners run forever): a fading notice is half transparent. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as unknown as { document: AnimatedDocument }).document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: 10_000 });
}

export interface Screenshots {
  readonly dir: string;
  /** True when the screenshots are kept (BACK_OFFICE_SCREENSHOT_DIR is set): only then does a test take them. */
  readonly keep: boolean;
  /**
   * Takes `back-office-<name>.png` of the page as it is, at SCREENSHOT_VIEWPORT (the page's own
   * size is restored after), the pointer off the page's controls and without the notices in the
   * corner; `fullPage` (a window as tall as the page) for a screen whose lower part matters.
   */
  take(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
  done(): void;
}

/** Screenshots kept in BACK_OFFICE_SCREENSHOT_DIR when set (`npm run screenshots`: docs/screenshots), else in a temporary directory removed by `done`. */
export function screenshotDir(): Screenshots {
  const kept = process.env['BACK_OFFICE_SCREENSHOT_DIR'];
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'back-office-screens-'));
  return {
    dir,
    keep: kept !== undefined,
    async take(page, name, options = {}) {
      const size = page.viewportSize();
      await page.setViewportSize(SCREENSHOT_VIEWPORT);
      // Below the side bar's last link: nothing there reacts to a pointer.
      await page.mouse.move(8, SCREENSHOT_VIEWPORT.height - 8);
      if (options.fullPage) {
        // A window as tall as the page rather than Playwright's fullPage: the fixed header and side bar then span it too.
        const height = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document.documentElement.scrollHeight);
        await page.setViewportSize({ width: SCREENSHOT_VIEWPORT.width, height: Math.max(SCREENSHOT_VIEWPORT.height, height) });
      }
      await settled(page);
      // Notices of what the test just did would cover the header and the screen's own buttons.
      await page.screenshot({ path: join(dir, `back-office-${name}.png`), animations: 'disabled', caret: 'hide', style: '.mantine-Notifications-root { display: none !important; }' });
      if (size) await page.setViewportSize(size);
    },
    done: () => (kept ? undefined : rmSync(dir, { recursive: true, force: true })),
  };
}

/** Signs in on the sign-in screen (whatever the interface language) and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/sign-in`);
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('navigation').first().waitFor();
}

/**
 * Waits until `probe` answers true (checked every 100 ms, for up to `ms`), and fails the test when
 * it never does: a wait that gave up silently would let the next step test the wrong state.
 */
export async function until(probe: () => Promise<boolean>, ms = 15_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (await probe()) return;
  throw new Error(`still not so after ${ms / 1000} s: ${probe.toString()}`);
}
