// What the console's claims and cases routes may use: they import from here, never from the module's other files.
export { readConsoleClaim } from "./claim-detail.ts";
export { listConsoleClaims, serviceOfConsoleClaim } from "./claim-list.ts";
export { claimPdfDownload } from "./claim-pdf-download.ts";
export { attachWorkshopAsOperator, completeStepAsOperator, setEstimateAsOperator } from "./case-actions.ts";
export { readConsoleCase, serviceOfCase } from "./case-detail.ts";
export { listConsoleCases } from "./case-list.ts";
export { createClaimPdfPool, type ClaimPdfPool } from "./claim-pdf-pool.ts";
