// The shape of an outgoing mail, shared by the transports and the templates.
export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };
