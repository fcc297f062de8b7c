import type { ReactNode } from "react";
import type { Viewer } from "~/lib/auth/viewer";
import { AccountShell } from "./account-shell";

/** What a route's `handle` gives the root layout: the frame to draw around the page. */
export interface FrameHandle {
  frame: (viewer: Viewer, page: ReactNode) => ReactNode;
}

/**
 * The `handle` of every page of the signed-in and admin areas (`export const handle =
 * accountFrame`): the root draws the account shell from it, so the shell's code is in those pages'
 * JavaScript, not in every visitor's (docs/decisions/033). `route-guards.test.ts` checks each page
 * of an "account" area exports it.
 */
export const accountFrame: FrameHandle = {
  frame: (viewer, page) => <AccountShell viewer={viewer}>{page}</AccountShell>,
};
