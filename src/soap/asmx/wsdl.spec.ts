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

  it('escapes every & (even one that looks like an entity), < and > and drops characters XML cannot carry', () => {
    const operation = { ...ASMX_OPERATIONS[0]!, description: 'Tom &amp; Jerry <b>&#38;\u0001 "q"' };
    const wsdl = buildWsdl([operation], { ...options, namespace: 'urn:a&amp;b' });
    expect(wsdl).toContain('<wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Tom &amp;amp; Jerry &lt;b&gt;&amp;#38; "q"</wsdl:documentation>');
    expect(wsdl).toContain('xmlns:tns="urn:a&amp;amp;b" ');
    expect(wsdl).not.toContain('\u0001');
    expect(readXml(wsdl).root.localName).toBe('definitions');
  });

  it('writes each namespace declaration where .NET writes it, redundant ones included', () => {
    const wsdl = buildWsdl(ASMX_OPERATIONS, options);
    const documentation = wsdl.match(/<wsdl:documentation[^>]*>/g) ?? [];
    expect(documentation).toHaveLength(ASMX_OPERATIONS.length * 3);
    expect(new Set(documentation)).toEqual(new Set(['<wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">']));
  });

  it('writes a well-formed discovery document', () => {
    const disco = buildDisco(options);
    expect(readXml(disco).root.children).toHaveLength(3);
    expect(disco.split('\r\n')).toEqual([
      '<?xml version="1.0" encoding="utf-8"?>',
      '<discovery xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://schemas.xmlsoap.org/disco/">',
      '  <contractRef ref="http://h/serviceapi.asmx?x=&quot;1&quot;&amp;y?wsdl" docRef="http://h/serviceapi.asmx?x=&quot;1&quot;&amp;y" xmlns="http://schemas.xmlsoap.org/disco/scl/" />',
      '  <soap address="http://h/serviceapi.asmx?x=&quot;1&quot;&amp;y" xmlns:q1="http://tempuri.org/" binding="q1:ServiceAPISoap" xmlns="http://schemas.xmlsoap.org/disco/soap/" />',
      '  <soap address="http://h/serviceapi.asmx?x=&quot;1&quot;&amp;y" xmlns:q2="http://tempuri.org/" binding="q2:ServiceAPISoap12" xmlns="http://schemas.xmlsoap.org/disco/soap/" />',
      '</discovery>',
    ]);
  });
});
