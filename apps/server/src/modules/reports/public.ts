// What the console's feedback and report routes may use: they import from here, never from the module's other files.
export { feedbackCsv, listFeedback, summariseFeedback } from "./feedback-report.ts";
export { reportCsv } from "./report-csv.ts";
export { serviceReport } from "./service-report.ts";
