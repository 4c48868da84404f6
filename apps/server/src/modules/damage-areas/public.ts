// What other modules may use from damage-areas: they import from here, never from the module's other files.
export { damageAreaView } from "./damage-area-view.ts";
export { saveDamageArea } from "./damage-area.ts";
export { findBuiltinImage } from "./builtin-images.ts";
export { createTemplate, retireTemplate, storedTemplateImage } from "./template-admin.ts";
export { listTemplates, templateView, updateTemplate } from "./templates.ts";
