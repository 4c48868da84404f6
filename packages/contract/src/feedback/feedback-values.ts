// The feedback form's limits as plain values: no zod here, so the feedback page can size its fields without
// building the contract's schemas (feedback.ts builds its schema from it).

/** The longest comment a customer may send with their stars. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
