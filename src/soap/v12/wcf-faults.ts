import { escapeXmlText } from '../xml/xml-writer.js';
import { soapEnvelope } from '../xml/soap-envelope.js';

const ADDRESSING_NONE = 'http://schemas.microsoft.com/ws/2005/05/addressing/none';
const DISPATCHER = 'http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher';

/** A SOAP 1.1 fault the way WCF writes it: a namespaced fault code and an en-US fault string. */
function wcfFault(codeNamespace: string, code: string, message: string): string {
  return soapEnvelope(
    '1.1',
    `<soap:Fault><faultcode xmlns:a="${codeNamespace}">a:${code}</faultcode>` +
      `<faultstring xml:lang="en-US">${escapeXmlText(message)}</faultstring></soap:Fault>`,
  );
}

/** The SOAPAction names no operation of the contract. */
export function actionNotSupportedFault(action: string): string {
  return wcfFault(
    ADDRESSING_NONE,
    'ActionNotSupported',
    `The message with Action '${action}' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher. ` +
      'This may be because of either a contract mismatch (mismatched Actions between sender and receiver) or a binding/security mismatch between the sender and the receiver.  ' +
      'Check that sender and receiver have the same contract and the same binding (including security requirements, e.g. Message, Transport, None).',
  );
}

/** The request body could not be read into the operation's parameters. */
export function deserializationFault(namespace: string, operation: string, detail: string): string {
  return wcfFault(
    DISPATCHER,
    'DeserializationFailed',
    `The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter ${namespace}:${operation}. ` +
      `The InnerException message was '${detail}'.  Please see InnerException for more details.`,
  );
}

/** The envelope itself is not a SOAP 1.1 envelope with a Body. */
export function invalidEnvelopeFault(detail: string): string {
  return soapEnvelope(
    '1.1',
    `<soap:Fault><faultcode>soap:Client</faultcode><faultstring xml:lang="en-US">${escapeXmlText(detail)}</faultstring></soap:Fault>`,
  );
}

/** Anything unexpected: a generic message; the details go to the log only. */
export function internalServiceFault(): string {
  return wcfFault(
    DISPATCHER,
    'InternalServiceFault',
    'The server was unable to process the request due to an internal error.  For more information about the error, either turn on ' +
      'IncludeExceptionDetailInFaults (either from ServiceBehaviorAttribute or from the <serviceDebug> configuration behavior) on the server ' +
      'in order to send the exception information back to the client, or turn on tracing as per the Microsoft .NET Framework SDK documentation ' +
      'and inspect the server trace logs.',
  );
}
