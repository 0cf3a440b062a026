// Nereus's limits, apart from its Zod schema (domain/nereus.ts) so the chat form can use them without bundling Zod
// (ADR 030).
export const NEREUS_MAX_QUESTION = 300;
export const NEREUS_MAX_HISTORY = 4;
