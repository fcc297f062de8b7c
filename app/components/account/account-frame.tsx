import type { ReactNode } from "react";
import type { Viewer } from "~/lib/auth/viewer";
import { AccountFrameLayout } from "./account-frame-layout";

/** What a route's `handle` gives the root layout: the frame to draw around the page. */
export interface FrameHandle {
  frame: (viewer: Viewer, page: ReactNode) => ReactNode;
}

/**
 * The `handle` of every page of the signed-in and admin areas (`export const handle =
 * accountFrame`): the root draws the account frame from it, so the frame's code is in those pages'
 * JavaScript, not in every visitor's (docs/decisions/033). `route-guards.test.ts` checks each page
 * of an "account" area exports it.
 */
export const accountFrame: FrameHandle = {
  frame: (viewer, page) => <AccountFrameLayout viewer={viewer}>{page}</AccountFrameLayout>,
};
