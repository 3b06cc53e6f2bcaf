import { describe, expect, it } from '@jest/globals';
import { classifyRequest } from './request-seam.js';

describe('classifyRequest', () => {
  it.each([
    ['POST', '/serviceapi.asmx', 'text/xml; charset=utf-8', 'asmx', 'soap11'],
    ['POST', '/ServiceAPI.asmx', 'application/soap+xml; charset=utf-8', 'asmx', 'soap12'],
    ['GET', '/serviceapi.asmx/GetSite?CustomerName=a&CustomerPassword=b', undefined, 'asmx', 'http-get'],
    ['POST', '/serviceapi.asmx/GetSite', 'application/x-www-form-urlencoded', 'asmx', 'http-post'],
    ['GET', '/serviceapi.asmx?WSDL', undefined, 'asmx', 'wsdl'],
    ['GET', '/serviceapi.asmx?disco', undefined, 'asmx', 'disco'],
    ['GET', '/serviceapi.asmx?op=GetSite', undefined, 'asmx', 'help'],
    ['GET', '/1.2/APIService.svc/GetSiteJson?json={}', undefined, 'v12', 'json-get'],
    ['POST', '/1.2/APIService.svc/GetSiteJson', 'application/json', 'v12', 'json-post'],
    ['POST', '/1.2/APIService.svc', 'text/xml', 'v12', 'soap11'],
    ['GET', '/1.2/APIService.svc?singleWsdl', undefined, 'v12', 'wsdl'],
    ['GET', '/1.2/APIService.svc', undefined, 'v12', 'help'],
    ['GET', '/1.2/APIService.svc?openapi', undefined, 'v12', 'openapi'],
    ['GET', '/health/ready', undefined, 'ops', 'http'],
    ['GET', '/metrics', undefined, 'ops', 'http'],
    ['GET', '/nothing-here', undefined, 'other', 'http'],
  ])('%s %s (%s) is %s %s', (method, url, contentType, iface, protocol) => {
    expect(classifyRequest(method, url, contentType)).toEqual({ interface: iface, protocol });
  });
});
