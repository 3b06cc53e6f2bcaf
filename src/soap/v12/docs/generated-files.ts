import { V12Catalog } from '../catalog.js';
import { EXAMPLE_BASE_URL } from '../examples.js';
import { openApiDocument } from '../openapi.js';
import { buildWsdl } from '../wsdl.js';
import { OPERATIONS_DOC, operationsDocument } from './operations-document.js';

/** The golden ?singleWsdl of the default namespace at the default local address (a contract fixture). */
export const GOLDEN_WSDL = 'test/fixtures/v12/APIService.singleWsdl.xml';

export function goldenWsdl(): string {
  return `${buildWsdl(new V12Catalog('http://tempuri.org/'), 'http://localhost:8080/1.2/APIService.svc')}\n`;
}

/** The golden OpenAPI description of the Json HTTP form at the default local address. */
export const GOLDEN_OPENAPI = 'test/fixtures/v12/openapi.json';

export function goldenOpenApi(): string {
  return openApiDocument(new V12Catalog('http://tempuri.org/'), EXAMPLE_BASE_URL);
}

/** Every file generated from the v1.2 catalog (repository-relative path → content). */
export function generatedFiles(): ReadonlyMap<string, string> {
  return new Map([
    [OPERATIONS_DOC, operationsDocument()],
    [GOLDEN_WSDL, goldenWsdl()],
    [GOLDEN_OPENAPI, goldenOpenApi()],
  ]);
}
