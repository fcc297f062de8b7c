import { defineConfig, devices } from "@playwright/test";
import { DEFAULT_CHROMIUM } from "./scripts/ensure-chromium.mjs";
import { MACHINE_FACTOR, scaled } from "./tests/e2e/support/machine";
import {
  FRAME_HOST_STRANGER,
  ORIGIN_WITH_OUTAGE,
  ORIGIN_WITHOUT_AUTH,
  TEST_JWT_EXPIRY_SECONDS,
  TEST_MAILBOX,
  TEST_ORIGIN,
  TEST_PORTS,
  TEST_SUPABASE_URL,
} from "./tests/e2e/support/servers";

/** scripts/e2e.mjs (npm run test:e2e) finds the browser and names it here (scripts/ensure-chromium.mjs). */
const chromiumPath = process.env.CHROME_PATH || DEFAULT_CHROMIUM;
/**
 * Every server below names this runner as its owner and stops once it is gone, however it went
 * (exitWithOwner, scripts/lib/processes.mjs): a killed run leaves no port taken.
 */
const owned = { E2E_OWNER_PID: String(process.pid) };

export default defineConfig({
  // Two tiers (ADR 054): "http" checks what the server's HTML and headers prove, with no browser;
  // "chromium" is for what only a browser shows (layout, focus, motion, hydration, scripts, axe).
  testDir: "tests",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI or anywhere: a test that passes on its second try is a test that does not
  // tell the truth (issue 25). Timing behaviour is tested on Playwright's clock, not the wall's.
  retries: 0,
  // Two, as the machine has two cores: three raced the demo admin's parallel two-step sign-ins and
  // timed out more tests than they saved time.
  workers: 2,
  // Waits are today's figures times the machine factor (scripts/e2e.mjs measures it; ADR 054), so a
  // machine four times slower gets four times the time and a fast one no less than before.
  timeout: scaled(30_000),
  expect: { timeout: scaled(7_000) },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  metadata: { machineFactor: MACHINE_FACTOR },
  use: {
    baseURL: TEST_ORIGIN,
    // No trace by default: recording one cost a sixth of the run on a quiet machine and a third on
    // a busy one (28 tests, one worker: 106 s against 88 s; 441 s against 295 s), as it snapshots
    // the whole DOM at every step. A failing test keeps its screenshot and ARIA snapshot; `--trace
    // on` records traces for a second look. Helpers that read styles settle them first
    // (settleStyles), which the snapshots used to do by accident (issue 30 note).
    trace: "off",
    // The service worker registers once a page is idle; specs about it allow it (nav-motion.spec.ts).
    // Elsewhere it would only add a registration to every page under a fake clock.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      // Without these Chromium keeps dialling Google's hosts, which this network refuses.
      // --disable-gpu: no emulated GPU process drawing every frame in software; the CI machine has two cores.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-gpu",
      ],
    },
  },
  projects: [
    { name: "http", testDir: "tests/http" },
    { name: "chromium", testDir: "tests/e2e", use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Specs that change what every visitor sees run after every other spec, so none sees it:
    // publishing proof (tests/publish), then the launch checklist (tests/launch), which unpublishes
    // the seed's. A failure in an earlier project leaves these "did not run": the run is red anyway.
    {
      name: "publish",
      testDir: "tests/publish",
      dependencies: ["http", "chromium"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "launch",
      testDir: "tests/launch",
      dependencies: ["publish"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  // Started once per run: a fresh in-memory local Supabase and a production build in workerd,
  // then a second Worker on the same build whose Supabase is unreachable, a third whose Supabase
  // sits behind a proxy a test switches down and up, and the pages of other sites that frame widgets.
  webServer: [
    {
      command: [
        "node scripts/start.mjs",
        `--port ${TEST_PORTS.site}`,
        `--inspector-port ${TEST_PORTS.inspector}`,
        `--db-port ${TEST_PORTS.db}`,
        "--db-memory",
        `--jwt-expiry ${TEST_JWT_EXPIRY_SECONDS}`,
        // The suite's visitors mostly share 127.0.0.1, which the auth server's own limit per
        // address (30 in 5 minutes, ADR 063) would count as one; the site's limits still apply.
        "--sign-in-limit 100000",
        `--mailbox ${TEST_MAILBOX}`,
        "--diagnostics",
        `--audit-fixtures ${TEST_PORTS.auditFixtures}`,
      ].join(" "),
      url: `${TEST_ORIGIN}/`,
      timeout: scaled(180_000),
      env: owned,
      reuseExistingServer: !process.env.CI,
      stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
      stderr: "pipe",
    },
    {
      command: [
        "node scripts/start.mjs --skip-build",
        `--port ${TEST_PORTS.siteWithoutAuth}`,
        `--inspector-port ${TEST_PORTS.inspectorWithoutAuth}`,
        `--supabase-url http://127.0.0.1:${TEST_PORTS.closed}`,
      ].join(" "),
      url: `${ORIGIN_WITHOUT_AUTH}/`,
      timeout: scaled(60_000),
      env: owned,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: [
        "node scripts/start.mjs --skip-build",
        `--port ${TEST_PORTS.siteWithOutage}`,
        `--inspector-port ${TEST_PORTS.inspectorWithOutage}`,
        `--supabase-url ${TEST_SUPABASE_URL}`,
        `--outage-proxy ${TEST_PORTS.outageProxy}`,
        `--audit-fixtures ${TEST_PORTS.auditFixturesOutage}`,
        // On the project's legacy keys, as a Worker set up before today's keys (ADR 055); the
        // others run on today's (wrangler.toml, .dev.vars.example).
        "--legacy-keys",
      ].join(" "),
      url: `${ORIGIN_WITH_OUTAGE}/`,
      timeout: scaled(60_000),
      env: owned,
      reuseExistingServer: !process.env.CI,
      stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/frame-host.mjs --port ${TEST_PORTS.frameHost} --site ${TEST_ORIGIN}`,
      url: `${FRAME_HOST_STRANGER}/`,
      timeout: scaled(10_000),
      env: owned,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
