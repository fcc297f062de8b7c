/** Who is asking, decided on the server from a verified token and `profiles.role` (ADR 006). */
export interface Viewer {
  id: string;
  email: string | null;
  fullName: string | null;
  isAdmin: boolean;
  /** When a password-recovery link opened this session (seconds since the epoch), else null. */
  recoveredAt: number | null;
}
