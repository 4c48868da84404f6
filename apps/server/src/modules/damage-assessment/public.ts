// What other modules and the route files may use from damage-assessment: they import from here, never from the module's other files.
export { createDamageAssessment } from "../../providers/damage-assessment/create-damage-assessment.ts";
export { registerDamageAssessment } from "./assessment-service.ts";
export { assessmentPageAnswer } from "./page-answer.ts";
