/** Messages of the customers' projects (/dashboard, /project/{id}) and of /profile. */

export const projectMessages = {
  nameRequired: "Please give the project a name.",
  nameTooLong: "Please keep the name under 80 characters.",
  fixErrors: "Please correct the highlighted fields and try again.",
  created: "Project added.",
  renamed: "Project renamed.",
  deleted: "Project deleted. Its audits stay in your history.",
  gone: "This project no longer exists.",
} as const;

export const profileMessages = {
  fullNameRequired: "Please enter your full name.",
  fullNameTooLong: "Please keep your name under 200 characters.",
  nameSaved: "Your name is saved.",
  currentPasswordRequired: "Please enter your current password.",
  currentPasswordWrong: "That is not your current password.",
  passwordChanged: "Your password is changed.",
  fixErrors: "Please correct the highlighted fields and try again.",
} as const;
