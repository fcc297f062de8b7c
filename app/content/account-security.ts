/**
 * Copy of two-step sign-in (/auth/mfa and /profile), one-time codes, link errors and the
 * sessions list (docs/product.md §5.7). The message marked verbatim is a contract text. What the
 * sign-in page shows is in code-sign-in.ts, so that page does not load the rest.
 */
import { MFA_LOCKED_MESSAGE } from "./code-sign-in";

export const twoStepCopy = {
  promptTitle: "Enter Your Sign-In Code",
  promptIntro: "Open your authenticator app and enter the six-digit code it shows for Rankwell.",
  enrolTitle: "Set Up Two-Step Sign-In",
  enrolIntro:
    "Administrators confirm each sign-in with a code from an authenticator app. Add Rankwell to your app to continue.",
  sectionTitle: "Two-Step Sign-In",
  sectionIntro:
    "Ask for a code from an authenticator app (such as 1Password, Google Authenticator or Authy) at every sign-in, on top of your password.",
  noFactors: "Two-step sign-in is off: no authenticator app is set up.",
  factorName: "Name for this app",
  factorNameHint: "So you can tell your devices apart, for example “Work phone”.",
  defaultFactorName: "Authenticator app",
  startEnrol: "Add an authenticator app",
  startEnrolPending: "Preparing…",
  scanStep: "Scan this QR code with your authenticator app, or type the key below into it.",
  secretLabel: "Setup key",
  code: "Six-digit code",
  codeHint: "The code changes every 30 seconds.",
  confirmEnrol: "Turn on two-step sign-in",
  confirmPending: "Checking…",
  verify: "Continue",
  verifyPending: "Checking…",
  remove: "Remove",
  removePending: "Removing…",
  added: "Added",
  otherAccount: "Not you? Sign out",
  startOver: "Start again with a new QR code",
} as const;

export const twoStepMessages = {
  codeRequired: "Please enter the six-digit code from your authenticator app",
  codeFormat: "The code is six digits, for example 123456",
  nameTooLong: "Please keep the name under 60 characters",
  nameTaken: "You already have an authenticator app with that name. Please choose another name.",
  wrongCode: "That code is not right. Enter the code your app shows now; it changes every 30 seconds.",
  enrolExpired: "This setup has expired. Please start again with a new QR code.",
  enrolled: "Two-step sign-in is on. You will be asked for a code at every sign-in.",
  removed: "The authenticator app was removed.",
  locked: MFA_LOCKED_MESSAGE,
  tooMany: "Too many codes were tried in a short while. Please wait a minute and try again.",
  needsCode: "Enter a code from your authenticator app first, then try again.",
  noFactor: "There is no authenticator app to check that code against. Please set one up.",
} as const;

export const codeSignInMessages = {
  /** Verbatim: a one-time-code request without an email (docs/product.md §5.2). */
  missingEmail: "You must provide either an email or phone number",
  sent: "If an account exists for that email, a sign-in code and link are on their way. They work once, for one hour.",
  resent: "If that address is waiting for confirmation, the email is on its way again.",
  codeRequired: "Please enter the six-digit code from the email",
  codeFormat: "The code is six digits, for example 123456",
  codeRefused: "That code is not right, was used already, or has expired. Request a new one.",
  tooMany: "Too many codes were tried for this address. Please wait a minute and request a new code.",
} as const;

export const sessionsCopy = {
  title: "Where You Are Signed In",
  intro: "Each browser or device where you signed in. Sign out the ones you do not recognise.",
  thisDevice: "This browser",
  signedInAt: "Signed in",
  lastSeen: "Last active",
  twoStep: "Two-step",
  signOutOthers: "Sign out all other sessions",
  signOutOthersPending: "Signing out…",
  /** Log out (the menus) already signs out everywhere; this keeps the other devices signed in. */
  signOutHere: "Sign out of this device only",
  othersEnded: "Every other session was signed out.",
  unavailable: "The list of sessions could not be loaded just now.",
  unknownDevice: "Unknown browser",
} as const;
