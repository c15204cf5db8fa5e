// One item of the bell's panel: something recent about the person's own work.
export type Notification = { id: string; title: string; text: string; time: string; href?: string };
