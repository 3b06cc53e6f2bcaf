import { describe, expect, it } from '@jest/globals';
import { faultChain, soapEnvelope, soapFault } from './soap-envelope.js';

describe('soap envelopes', () => {
  it('writes the SOAP 1.1 envelope exactly as ASMX does', () => {
    expect(soapEnvelope('1.1', '<X />')).toBe(
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><X /></soap:Body></soap:Envelope>',
    );
  });

  it('writes SOAP 1.1 faults with unqualified children', () => {
    expect(soapFault('1.1', 'client', 'bad <thing> & more')).toContain(
      '<soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>bad &lt;thing&gt; &amp; more</faultstring><detail /></soap:Fault></soap:Body>',
    );
    expect(soapFault('1.1', 'server', 'x')).toContain('<faultcode>soap:Server</faultcode>');
  });

  it('writes SOAP 1.2 faults with Sender/Receiver codes', () => {
    const fault = soapFault('1.2', 'client', faultChain('Server was unable to process request.', 'boom'));
    expect(fault).toContain('xmlns:soap="http://www.w3.org/2003/05/soap-envelope"');
    expect(fault).toContain(
      '<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">' +
        'Server was unable to process request. ---&gt; boom</soap:Text></soap:Reason><soap:Detail /></soap:Fault>',
    );
    expect(soapFault('1.2', 'server', 'x')).toContain('<soap:Value>soap:Receiver</soap:Value>');
  });
});
