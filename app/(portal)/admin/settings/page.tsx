export { Settings as default, settingsMetadata as metadata } from "@/app/(portal)/_views/account";
