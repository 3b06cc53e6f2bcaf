/**
 * The HTML the rich-text editor writes, brought back to the form agencies and partner sites know:
 * ProseMirror keeps a list item's text in a paragraph (`<li><p>Garden</p></li>`), which the legacy
 * descriptions never had and which sites render with a paragraph's margins. A list item whose
 * content is one paragraph (and maybe lists nested after it) gets the paragraph's content
 * directly: `<li>Garden</li>`. Nothing else changes.
 */
export function listItemsWithoutParagraphs(html: string): string {
  if (!html.includes('<li><p>')) return html;
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  for (const item of Array.from(body.querySelectorAll('li'))) {
    const [first, ...rest] = Array.from(item.children);
    if (first?.tagName !== 'P' || rest.some((child) => child.tagName !== 'UL' && child.tagName !== 'OL')) continue;
    if (Array.from(item.childNodes).some((node) => node.nodeType === 3 && (node.textContent ?? '').trim() !== '')) continue;
    first.replaceWith(...Array.from(first.childNodes));
  }
  return body.innerHTML;
}

/** The text of an HTML description, for showing it as text (a conflict's two values): never rendered as HTML. */
export function textOfHtml(html: string): string {
  return (new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Elements the editor writes under another name (`<b>` as `<strong>`…): the same thing kept. */
const SAME_AS: Readonly<Record<string, string>> = { B: 'STRONG', I: 'EM', STRIKE: 'S', DEL: 'S' };
/** Wrappers that carry nothing without attributes: their content is what counts. */
const NEUTRAL = new Set(['DIV', 'SPAN', 'FONT', 'TBODY']);

/** What an HTML text holds, as `<tag>` and `<tag attribute>` names (equivalent tags under one name). */
function featuresOf(html: string): Set<string> {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  const features = new Set<string>();
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const tag = SAME_AS[element.tagName] ?? element.tagName;
    if (NEUTRAL.has(tag) && element.attributes.length === 0) continue;
    features.add(`<${tag.toLowerCase()}>`);
    for (const attribute of Array.from(element.attributes)) features.add(`<${tag.toLowerCase()} ${attribute.name}>`);
  }
  return features;
}

/**
 * What of `original` the rich-text editor's form of it (`editorHtml`) no longer holds: elements
 * (`<table>`, `<img>`…) and attributes (`<p style>`…) it cannot represent, which an edit in it would
 * silently drop. Empty when the editor keeps everything (it may name things differently: `<b>` is
 * kept as `<strong>`, a bare `<div>` as a paragraph).
 */
export function lostInEditor(original: string, editorHtml: string): string[] {
  if (original === '' || !original.includes('<')) return [];
  const kept = featuresOf(editorHtml);
  const lost = [...featuresOf(original)].filter((feature) => !kept.has(feature));
  const lostTags = new Set(lost.filter((feature) => !feature.includes(' ')).map((feature) => feature.slice(1, -1)));
  // Named once: a lost element, not also its attributes; a table, not also its rows and cells; a
  // wrapper by what it carried (`<span style>`), since the bare wrapper is nothing.
  return lost.filter((feature) => {
    const [tag, attribute] = feature.slice(1, -1).split(' ') as [string, string | undefined];
    const wrapper = NEUTRAL.has(tag.toUpperCase());
    if (attribute !== undefined) return wrapper || !lostTags.has(tag);
    return !wrapper && !(TABLE_PARTS.has(tag) && lostTags.has('table'));
  });
}

const TABLE_PARTS = new Set(['thead', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col']);
