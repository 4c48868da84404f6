// The picker's plain values: no zod here, so the picker page can use them without building the contract's
// schemas.

/** The `type` of the message the external picker posts to the provider's page that opened it. */
export const WORKSHOP_SELECTED_MESSAGE = "hitch:workshop-selected";
