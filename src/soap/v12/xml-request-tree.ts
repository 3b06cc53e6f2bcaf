import { attributeValue, type XmlElement } from '../xml/xml-reader.js';
import { XSI_NAMESPACE } from '../xml/soap-envelope.js';

/**
 * The loose value tree of a SOAP request wrapper for the request binder: an object (without
 * prototype) of the wrapper's members in the contract namespace (or in no namespace), by local
 * name. Below it, an element without child elements is its text (null when `xsi:nil="true"`)
 * and one with children is an object of them, repeated names collected in arrays (items of
 * lists and nested requests, in any namespace).
 */
export function requestTree(wrapper: XmlElement, namespace: string): Record<string, unknown> {
  return membersOf(wrapper.children.filter((child) => child.namespace === namespace || child.namespace === ''));
}

function valueOf(element: XmlElement): unknown {
  if (attributeValue(element, XSI_NAMESPACE, 'nil')?.trim() === 'true') return null;
  return element.children.length === 0 ? element.text : membersOf(element.children);
}

function membersOf(children: readonly XmlElement[]): Record<string, unknown> {
  const tree = Object.create(null) as Record<string, unknown>;
  for (const child of children) {
    const value = valueOf(child);
    if (!Object.hasOwn(tree, child.localName)) tree[child.localName] = value;
    else {
      const existing = tree[child.localName];
      tree[child.localName] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
  return tree;
}
