/**
 * SOAP parameter binding: children of the operation element are matched by local name AND
 * namespace (the schema is elementFormDefault="qualified"), in any order; unknown elements are
 * ignored; a missing element gets the type's default and `xsi:nil="true"` gives null.
 */
import { attributeValue, type XmlDocument, type XmlElement } from '../xml/xml-reader.js';
import { XSI_NAMESPACE } from '../xml/soap-envelope.js';
import type { AsmxOperation } from './catalog.types.js';
import type { OperationArguments } from './operation-runner.js';
import { missingValue, parseXmlValue, WireValueError } from './wire-values.js';

/** A parameter value could not be read; `message` is the whole .NET fault text. */
export class SoapReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SoapReadError';
  }
}

function isNil(element: XmlElement): boolean {
  const nil = attributeValue(element, XSI_NAMESPACE, 'nil')?.trim();
  return nil === 'true' || nil === '1';
}

export function bindSoapArguments(
  operation: AsmxOperation,
  operationElement: XmlElement,
  namespace: string,
  document: XmlDocument,
): OperationArguments {
  const supplied = new Map<string, XmlElement>();
  for (const child of operationElement.children) {
    if (child.namespace === namespace && !supplied.has(child.localName)) supplied.set(child.localName, child);
  }
  const args: Record<string, string | number | Date | null> = Object.create(null) as Record<string, string | number | Date | null>;
  for (const parameter of operation.parameters) {
    const element = supplied.get(parameter.name);
    if (element === undefined) {
      args[parameter.name] = missingValue(parameter.type);
    } else if (isNil(element)) {
      args[parameter.name] = parameter.type === 'string' ? null : missingValue(parameter.type);
    } else {
      try {
        args[parameter.name] = parseXmlValue(parameter.type, element.text);
      } catch (error) {
        if (!(error instanceof WireValueError)) throw error;
        const { line, column } = document.position(element);
        throw new SoapReadError(
          `Server was unable to read request. ---> There is an error in XML document (${line}, ${column}). ---> ${error.message}`,
        );
      }
    }
  }
  return args;
}
