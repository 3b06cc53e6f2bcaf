import { ImportRefusedError } from '../../src/cli/transfer/import-document.js';

/** The problems an import refused with; fails when the import went through or failed otherwise. */
export async function refusal(work: Promise<unknown>): Promise<string[]> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ImportRefusedError) return [...error.problems];
    throw error;
  }
  throw new Error('the document was imported');
}
