import { useQuery } from "@tanstack/react-query";
import { serviceReportSchema } from "@hitch/contract/console/reports";
import { consoleApi } from "../api.ts";
import { operatorTimeZone, queryOf } from "./period.ts";

export interface ReportFilter {
  serviceId: number;
  from: string;
  to: string;
}

const query = ({ serviceId, from, to }: ReportFilter) => queryOf({ serviceId, from, to, timeZone: operatorTimeZone() });

/** One service's figures for the period (not asked while the period runs backwards). */
export function useReport(filter: ReportFilter, valid: boolean) {
  return useQuery({
    queryKey: ["console", "reports", filter],
    queryFn: () => consoleApi(`/reports?${query(filter)}`, serviceReportSchema),
    enabled: valid,
  });
}

/** The same figures as the server's CSV download. */
export const reportCsvUrl = (filter: ReportFilter) => `/api/v1/console/reports/csv?${query(filter)}`;
