export { Users as default, usersMetadata as metadata } from "@/app/(portal)/_views/users";
