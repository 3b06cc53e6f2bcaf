import { describe, expect, it } from '@jest/globals';
import { normalizeSoapAction, soapActionOf } from './soap-action.js';
import { isUtf8Charset, parseContentType } from '../http/content-type.js';

describe('SOAPAction', () => {
  it('joins namespace and operation without doubling the slash', () => {
    expect(soapActionOf('http://tempuri.org/', 'GetSite')).toBe('http://tempuri.org/GetSite');
    expect(soapActionOf('http://example.org/api', 'GetSite')).toBe('http://example.org/api/GetSite');
  });

  it('strips one pair of quotes and URL-decodes', () => {
    expect(normalizeSoapAction('"http://tempuri.org/GetSite"')).toBe('http://tempuri.org/GetSite');
    expect(normalizeSoapAction('""http://tempuri.org/GetSite""')).toBe('"http://tempuri.org/GetSite"');
    expect(normalizeSoapAction('http%3A%2F%2Ftempuri.org%2FGetSite')).toBe('http://tempuri.org/GetSite');
    expect(normalizeSoapAction('"%E0%A4%A"')).toBe('%E0%A4%A');
  });
});

describe('content types', () => {
  it('parses media type and parameters, names case-insensitively', () => {
    const type = parseContentType('Application/SOAP+xml; Charset=UTF-8; ACTION="http://tempuri.org/X"');
    expect(type.mediaType).toBe('application/soap+xml');
    expect(type.parameters.get('action')).toBe('http://tempuri.org/X');
    expect(isUtf8Charset(type)).toBe(true);
    expect(isUtf8Charset(parseContentType('text/xml; charset=iso-8859-1'))).toBe(false);
    expect(parseContentType(undefined).mediaType).toBe('');
  });
});
