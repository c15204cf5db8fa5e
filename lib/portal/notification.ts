// One item of the admin's notification panel: recent activity, or a standing note on a fresh install.
export type Notification = { id: string; title: string; text: string; time: string };
