/** Messages of the customers' projects (/dashboard, /project/{id}) and of /profile. */

export const projectMessages = {
  nameRequired: "Please give the project a name.",
  nameTooLong: "Please keep the name under 80 characters.",
  fixErrors: "Please correct the highlighted fields and try again.",
  created: "Project added.",
  renamed: "Project renamed.",
  deleted: "Project deleted. Its audits stay in your history.",
  gone: "This project no longer exists.",
  watchInvalid: "Please choose how often to check this site.",
  watchOn: (frequency: "daily" | "weekly") =>
    `Watching is on: this site is checked ${frequency === "daily" ? "every day" : "every week"}. The first check runs within the hour.`,
  watchOff: "Watching is off. The checks already made stay below.",
  watchCap: "You can watch up to 5 projects at once. Stop watching another project first.",
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
