/** Shapes of two-step sign-in shared by the server modules and the forms that show them. */
import type { FormReply } from "../forms/reply";
import type { FactorCodeField } from "./security-schemas";

export interface QrPicture {
  /** Modules per side, the quiet zone included (the SVG's viewBox). */
  size: number;
  /** SVG path data of the dark modules, one unit per module. */
  path: string;
}

export interface FactorSummary {
  id: string;
  name: string;
  verified: boolean;
  createdAt: string;
}

export interface Enrolment {
  factorId: string;
  /** The base32 key, for typing into an app that cannot scan. */
  secret: string;
  qr: QrPicture;
}

export type TwoStepIntent = "totp-enrol" | "totp-confirm" | "totp-remove" | "mfa-verify";

export interface TwoStepReply extends FormReply<FactorCodeField | "name", TwoStepIntent> {
  /** A setup just started: its QR code and key, shown once. */
  enrolment?: Enrolment;
}
