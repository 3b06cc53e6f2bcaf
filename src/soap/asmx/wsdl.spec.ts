import { describe, expect, it } from '@jest/globals';
import { readXml } from '../xml/xml-reader.js';
import { ASMX_OPERATIONS } from './catalog.js';
import { buildDisco, buildWsdl } from './wsdl.js';

const options = { namespace: 'http://tempuri.org/', serviceName: 'ServiceAPI', address: 'http://h/serviceapi.asmx?x="1"&y' };

describe('WSDL generation', () => {
  it('is well-formed XML with CRLF line ends and escaped addresses', () => {
    const wsdl = buildWsdl(ASMX_OPERATIONS, options);
    expect(wsdl.split('\r\n').length).toBeGreaterThan(1000);
    expect(wsdl).not.toMatch(/[^\r]\n/);
    expect(wsdl).toContain('location="http://h/serviceapi.asmx?x=&quot;1&quot;&amp;y"');
    const root = readXml(wsdl, { maxLength: 10_000_000 }).root;
    expect(root.localName).toBe('definitions');
  });

  it('declares string members optional and value types required', () => {
    const wsdl = buildWsdl(ASMX_OPERATIONS, options);
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="CustomerName" type="s:string" />');
    expect(wsdl).toContain('<s:element minOccurs="1" maxOccurs="1" name="fromDate" type="s:dateTime" />');
    expect(wsdl).toContain('<s:element minOccurs="1" maxOccurs="1" name="PriceFrom" type="s:decimal" />');
    expect(wsdl).toContain('<s:element minOccurs="1" maxOccurs="1" name="Lat1" type="s:double" />');
    expect(wsdl).toContain('<s:element minOccurs="1" maxOccurs="1" name="InActiveDemandResult" type="s:int" />');
    expect(wsdl).toContain('<wsdl:part name="Body" element="tns:int" />');
  });

  it('writes a well-formed discovery document', () => {
    expect(readXml(buildDisco(options)).root.children).toHaveLength(3);
  });
});
