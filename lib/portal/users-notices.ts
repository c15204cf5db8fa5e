// The Users view's outcome messages, named by key so a link can't make the page say anything else.
export const usersNotices = {
  added: { ok: true, text: "User added. We have e-mailed them the sign-in address and who added them." },
  role_changed: { ok: true, text: "Role changed. Their open sessions were signed out." },
  activated: { ok: true, text: "Access restored." },
  deactivated: { ok: true, text: "Access paused. Their open sessions were signed out." },
  removed: { ok: true, text: "User removed for good. Their history stays in the activity record." },
  limits_cleared: { ok: true, text: "Sign-in limits cleared. They can ask for a code and sign in again." },
  self: { ok: false, text: "You cannot change or remove your own account here: ask another admin." },
  exists: { ok: false, text: "That e-mail address is already a user." },
  invalid_email: { ok: false, text: "Please enter a valid email address." },
  email_characters: { ok: false, text: "The e-mail address contains characters we cannot accept." },
  invalid_name: { ok: false, text: "A name must be between 1 and 100 characters long." },
  name_characters: { ok: false, text: "The name contains characters we cannot accept." },
  invalid_role: { ok: false, text: "Choose one of the four roles." },
  invalid_access: { ok: false, text: "Choose whether to pause or restore access." },
  invalid_organisation: { ok: false, text: "Choose an organisation of the user's kind, or none for staff." },
  not_found: { ok: false, text: "That user no longer exists." },
  not_saved: { ok: false, text: "The database could not store that change. Check the fields and try again." },
} as const;

export type UsersNotice = keyof typeof usersNotices;

export function noticeFor(key: string | undefined): (typeof usersNotices)[UsersNotice] | undefined {
  return key && Object.hasOwn(usersNotices, key) ? usersNotices[key as UsersNotice] : undefined;
}
