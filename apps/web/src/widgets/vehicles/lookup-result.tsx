import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LookedUpVehicle } from "@hitch/contract/vehicles/lookup";
import { Spinner } from "../../ui/spinner.tsx";
import type { Lookup } from "./use-plate-lookup.ts";

interface Props<V extends LookedUpVehicle> {
  lookup: Lookup<V>;
  /** The flow's translated texts for each outcome. */
  texts: { checking: string; notInsured: string; notFound: string; lookupFailed: string };
  /** The flow's card for a found vehicle; `usable` is false when its insurance was not confirmed. */
  card: (vehicle: V, usable: boolean) => ReactNode;
  /** The flow's notice with a Call button, for what the user cannot fix here. */
  notice: (message: string) => ReactNode;
}

/** Under the plate field: the lookup in progress, the vehicle found, or why the user must call. */
export function LookupResult<V extends LookedUpVehicle>({ lookup, texts, card, notice }: Props<V>) {
  const { t } = useTranslation("common");
  switch (lookup.state) {
    case "idle":
      return null;
    case "loading":
      return <Spinner label={texts.checking} />;
    case "usable":
      return card(lookup.vehicle, true);
    case "notInsured":
      return (
        <>
          {card(lookup.vehicle, false)}
          {notice(texts.notInsured)}
        </>
      );
    case "notFound":
      return notice(texts.notFound);
    case "failed":
      return notice(lookup.network ? t("common:errors.networkProblem") : texts.lookupFailed);
  }
}
