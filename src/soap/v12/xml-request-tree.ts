import { attributeValue, type XmlElement } from '../xml/xml-reader.js';
import { XSI_NAMESPACE } from '../xml/soap-envelope.js';
import { MAX_LIST_ITEMS, MAX_RECORDS, TooManyItems } from './request-binder.js';

/**
 * The most elements of one name under one parent the tree keeps: one more than any list or
 * records field accepts, so the binder still sees the excess. Beyond it the elements are only
 * counted (a TooManyItems in the tree), never read into values.
 */
const MAX_REPEATED = Math.max(MAX_LIST_ITEMS, MAX_RECORDS) + 1;

/**
 * The loose value tree of a SOAP request wrapper for the request binder: an object (without
 * prototype) of the wrapper's members in the contract namespace (or in no namespace), by local
 * name. Below it, an element without child elements is its text (null when `xsi:nil="true"`)
 * and one with children is an object of them, repeated names collected in arrays (items of
 * lists and nested requests, in any namespace). Its cost is linear in the elements read: more
 * than MAX_REPEATED elements of one name become their count.
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
  /** The names seen more than once, with their values so far (appended in place, never copied). */
  const repeated = new Map<string, unknown[]>();
  const counts = new Map<string, number>();
  for (const child of children) {
    const name = child.localName;
    if (!Object.hasOwn(tree, name)) {
      tree[name] = valueOf(child);
      continue;
    }
    const count = (counts.get(name) ?? 1) + 1;
    counts.set(name, count);
    if (count > MAX_REPEATED) continue;
    let items = repeated.get(name);
    if (items === undefined) {
      items = [tree[name]];
      repeated.set(name, items);
      tree[name] = items;
    }
    items.push(valueOf(child));
  }
  for (const [name, count] of counts) if (count > MAX_REPEATED) tree[name] = new TooManyItems(count);
  return tree;
}
