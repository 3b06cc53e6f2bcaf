import { loadConfig } from '../../../config/config.js';
import { ASMX_OPERATIONS } from '../catalog.js';
import { renderOperationsMarkdown } from './operations-markdown.js';

/** Where the generated payload documentation lives, relative to the repository root. */
export const OPERATIONS_DOC = 'docs/asmx-operations.md';

/** docs/asmx-operations.md for the catalog and the default configuration (ASMX_NAMESPACE, ASMX_SERVICE_NAME unset). */
export function operationsDocument(): string {
  const config = loadConfig({});
  return renderOperationsMarkdown(ASMX_OPERATIONS, { serviceName: config.asmxServiceName, namespace: config.asmxNamespace });
}
