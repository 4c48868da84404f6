import { useMe } from "../auth/session.ts";

/** Whether the signed-in operator may change records of this service (a viewer only reads: the server answers 403). */
export function useCanWrite(serviceId: number | null): boolean {
  const me = useMe().data;
  if (!me) return false;
  if (me.platformAdmin) return true;
  const role = me.services.find((s) => s.id === serviceId)?.role;
  return role === "OPERATOR" || role === "ADMIN";
}
