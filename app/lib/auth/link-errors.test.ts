import { describe, expect, it } from "vitest";
import { linkErrorFallback, linkErrorMessages } from "~/content/code-sign-in";
import { fragmentErrorScript, linkErrorMessage } from "./link-errors";

describe("linkErrorMessage", () => {
  it("names an expired link by its code, whatever the description says", () => {
    const params = new URLSearchParams("error=access_denied&error_code=otp_expired&error_description=Call+0800+now");
    expect(linkErrorMessage(params)).toBe(linkErrorMessages.otp_expired);
  });

  it("falls back to the error, then to a general message; no error, no message", () => {
    expect(linkErrorMessage(new URLSearchParams("error=access_denied"))).toBe(linkErrorMessages.access_denied);
    expect(linkErrorMessage(new URLSearchParams("error=server_error&error_code=unexpected"))).toBe(linkErrorFallback);
    expect(linkErrorMessage(new URLSearchParams("redirectTo=%2Fdashboard"))).toBeUndefined();
  });

  it("moves a fragment's error into the query and nothing else", () => {
    const replaced: string[] = [];
    const location = {
      hash: "#error=access_denied&error_code=otp_expired&access_token=secret",
      search: "?redirectTo=%2Fdashboard",
      pathname: "/auth",
      replace: (to: string) => replaced.push(to),
    };
    new Function("location", fragmentErrorScript())(location);
    expect(replaced).toEqual(["/auth?redirectTo=%2Fdashboard&error=access_denied&error_code=otp_expired"]);
    location.hash = "#section";
    new Function("location", fragmentErrorScript())(location);
    expect(replaced).toHaveLength(1);
  });
});
