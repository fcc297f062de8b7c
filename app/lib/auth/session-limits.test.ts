import { expect, it } from "vitest";
import { projectConfig } from "../../../supabase/local/project-config";
import { SESSION_TIMEBOX_SECONDS } from "./session-limits";

it("the auth cookies' lifetime is config.toml's session time-box, and inactivity ends a session sooner", () => {
  expect(projectConfig().sessionTimeboxSeconds).toBe(SESSION_TIMEBOX_SECONDS);
  expect(projectConfig().sessionInactivitySeconds).toBeLessThan(SESSION_TIMEBOX_SECONDS);
});
