import { useEffect, useState } from "react";
import type { LegalCompany } from "../../../widgets/legal/legal-document.ts";
import { loadService } from "../api/assistance-api.ts";

/** The operator company the service configured for its legal texts; null until known or when not set. */
export function useOperatorCompany(serviceExternalId: string): LegalCompany | null {
  const [company, setCompany] = useState<LegalCompany | null>(null);
  useEffect(() => {
    let current = true;
    if (serviceExternalId)
      loadService(serviceExternalId).then(
        (service) => current && setCompany(service.operatorCompany ?? null),
        // Without the service details the texts speak of 'the service provider'.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [serviceExternalId]);
  return company;
}
