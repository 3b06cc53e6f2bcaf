/** Nest injection token of the AsmxServices object (services.ts). */
export const ASMX_SERVICES = Symbol('ASMX_SERVICES');
