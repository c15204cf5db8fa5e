// TEMPORARY shim while lib/server/boot.ts moves to lib/mail/worker.ts (removed before commit).
export { startMailWorkers as startNotificationWorker, stopMailWorkers as stopNotificationWorker } from "../mail/worker";
