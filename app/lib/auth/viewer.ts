/** Who is asking, decided on the server from a verified token and `profiles.role` (ADR 006). */
export interface Viewer {
  id: string;
  email: string | null;
  fullName: string | null;
  isAdmin: boolean;
  /** When a password-recovery link opened this session (seconds since the epoch), else null. */
  recoveredAt: number | null;
  /** The session's assurance level: `aal2` once a second factor was verified in it (ADR 026). */
  aal: "aal1" | "aal2";
  /**
   * True when the user has a verified authenticator app but this session has not passed it yet
   * (known only once the auth server confirmed the session; false from the token alone).
   */
  twoStepPending: boolean;
}
