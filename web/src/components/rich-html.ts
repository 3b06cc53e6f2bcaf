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
