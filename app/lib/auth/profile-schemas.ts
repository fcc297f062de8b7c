import { z } from "zod";
import { authMessages } from "~/content/auth";
import { profileMessages as m } from "~/content/projects";
import { newPassword } from "./schemas";

export const fullNameSchema = z.object({
  fullName: z.string().trim().min(1, m.fullNameRequired).max(200, m.fullNameTooLong),
});

/** The current password is asked again before a new one is set. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, m.currentPasswordRequired),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ["confirmPassword"],
  });

export type FullNameField = keyof typeof fullNameSchema.shape;
export type ChangePasswordField = "currentPassword" | "password" | "confirmPassword";
