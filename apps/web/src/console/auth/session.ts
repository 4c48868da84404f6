import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { consoleMeSchema } from "@hitch/contract/console/operator";
import { ApiError } from "../../api/api-error.ts";
import { consoleApi } from "../api.ts";

export const ME_KEY = ["console", "me"] as const;

/** The signed-in operator, or null when nobody is (401). */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        return await consoleApi("/me", consoleMeSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** better-auth's sign-in answer: a session, or the request for the second factor. */
export const signInAnswerSchema = z.object({ twoFactorRedirect: z.boolean().optional() }).loose();
export const okSchema = z.unknown();

export const signOut = () => consoleApi("/auth/sign-out", okSchema, { method: "POST", body: {} });
