/**
 * Contract test for [auth.sessions] (ADR 061): a refresh past the session's time-box, or after
 * longer than the inactivity timeout since the last one, is refused as GoTrue refuses it (400
 * `session_expired`). Stand-ins with limits of a second,
 * passed by waiting: whatever the machine's speed, the wait is past the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, signedIn, USER } from "./contract-helpers";
import { startStandIn, type StandIn } from "./stand-in";

const started: StandIn[] = [];
const standIn = async (limits: { sessionTimeboxSeconds: number; sessionInactivitySeconds: number }) => {
  const instance = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {}, ...limits });
  started.push(instance);
  return instance;
};
afterAll(async () => {
  await Promise.all(started.map((instance) => instance.stop()));
});

const pastOneSecond = () => new Promise((resolve) => setTimeout(resolve, 1_500));

async function refreshAfterWaiting(url: string) {
  const client = await signedIn(url, USER);
  const { refresh_token } = (await client.auth.getSession()).data.session!;
  await pastOneSecond();
  return anonClient(url).auth.refreshSession({ refresh_token });
}

describe("a session's end", () => {
  let timeboxed: StandIn;
  let idle: StandIn;
  let open: StandIn;
  beforeAll(async () => {
    [timeboxed, idle, open] = await Promise.all([
      standIn({ sessionTimeboxSeconds: 1, sessionInactivitySeconds: 3_600 }),
      standIn({ sessionTimeboxSeconds: 3_600, sessionInactivitySeconds: 1 }),
      standIn({ sessionTimeboxSeconds: 3_600, sessionInactivitySeconds: 3_600 }),
    ]);
  });

  it("past the time-box, a refresh is refused: Session Expired", async () => {
    const { error } = await refreshAfterWaiting(timeboxed.url);
    expect(error).toMatchObject({ status: 400, code: "session_expired" });
    expect(error?.message).toBe("Invalid Refresh Token: Session Expired");
  });

  it("unused past the inactivity timeout, a refresh is refused: Session Expired (Inactivity)", async () => {
    const { error } = await refreshAfterWaiting(idle.url);
    expect(error).toMatchObject({ status: 400, code: "session_expired" });
    expect(error?.message).toBe("Invalid Refresh Token: Session Expired (Inactivity)");
  });

  it("within both, the same wait refreshes", async () => {
    const { data, error } = await refreshAfterWaiting(open.url);
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
  });
});
