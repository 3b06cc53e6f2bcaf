/**
 * The shared XML layer of both SOAP interfaces. Stable API:
 * - xml-reader: `decodeUtf8`, `readXml` → `XmlDocument` (`root: XmlElement`, `position`),
 *   `childElement`, `attributeValue`, `XmlSyntaxError` (reason: doctype | malformed | too-deep | too-large | encoding).
 * - xml-writer: `escapeXmlText`, `escapeXmlAttribute`, `stripInvalidXmlChars`, `textElement`, `XML_DECLARATION`.
 * - record-codec: `encodeRecordXml(root, schemaOrList, value)`, `formatXmlDateTime`, `formatXmlNumber`.
 * - soap-envelope: `soapEnvelope`, `soapFault`, `soapFaultElement`, `faultChain`, namespaces and content types.
 */
export * from './xml-reader.js';
export * from './xml-writer.js';
export * from './record-codec.js';
export * from './soap-envelope.js';
