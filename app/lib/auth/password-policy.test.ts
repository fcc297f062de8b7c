import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "~/content/auth";
import { projectConfig } from "../../../supabase/local/project-config";
import { passwordProblem } from "./password-policy";

describe("the password policy", () => {
  it("is config.toml's minimum length", () => {
    expect(projectConfig().minimumPasswordLength).toBe(PASSWORD_MIN_LENGTH);
  });

  it("refuses a short password, one character repeated, and the account's email", () => {
    expect(passwordProblem("x".repeat(PASSWORD_MIN_LENGTH - 1))).toBe("length");
    expect(passwordProblem("aaaaaaaaaaaa")).toBe("repeated");
    expect(passwordProblem("            ")).toBe("repeated");
    expect(passwordProblem("Jo.Bloggs@Example.com", "jo.bloggs@example.com")).toBe("email");
    expect(passwordProblem(" jo.bloggs@example.com ", "jo.bloggs@example.com")).toBe("email");
  });

  it("accepts a long enough password of two characters or more that is not the email", () => {
    expect(passwordProblem("x".repeat(PASSWORD_MIN_LENGTH - 1) + "y")).toBeNull();
    expect(passwordProblem("correct horse battery", "jo@example.com")).toBeNull();
    expect(passwordProblem("jo@example.com1", "jo@example.com")).toBeNull();
  });
});
