import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as Markdown, Token } from 'markdown-it';
import { escapeHtml, html, SafeHtml } from '../soap/help/html.js';
import { renderPage } from '../soap/help/layout.js';

/**
 * The project's documents (docs/*.md and the README beside docs/) as HTML pages under /docs/: one
 * page per document at `/docs/<name>.md`, an index at `/docs/`. Rendered by markdown-it inside the
 * help pages' frame, so they carry the same escaping and Content-Security-Policy: raw HTML in a
 * document is shown as text, except the empty `<a id="…"></a>` anchors the generated operation
 * references place before each record. Links between documents (`cli.md#section`,
 * `../README.md`) point to their pages; links to other files of the repository (the Dockerfile,
 * deploy/…) are not served, so they render as their text, and an image (docs/screenshots/) as its
 * description.
 */

/** The project folder (beside src/ and dist/). */
const PROJECT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The README's name under /docs/. */
const README = 'README.md';

export interface DocumentEntry {
  /** File name, which is also the page's name under /docs/. */
  readonly name: string;
  /** The document's first heading. */
  readonly title: string;
}

/** An empty named anchor, the one piece of raw HTML a document may carry (as a block or inline, in two tokens). */
const ANCHOR = /^<a id="[A-Za-z0-9_-]+"><\/a>\s*$/;
const ANCHOR_OPEN = /^<a id="[A-Za-z0-9_-]+">$/;
/** HTML comments, which a Markdown viewer does not show either. */
const COMMENT = /^<!--[\s\S]*?-->\s*$/;

/** GitHub's heading identifiers: lower case, punctuation dropped, each space a hyphen. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function titleOf(name: string, markdown: string): string {
  const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(markdown);
  return heading ? heading[1]!.replace(/`/g, '') : name;
}

/** Where a document lies in the repository, for resolving its relative links. */
function repositoryPath(name: string): string {
  return name === README ? README : `docs/${name}`;
}

export class DocumentLibrary {
  private readonly sources: ReadonlyMap<string, string>;
  private readonly pages = new Map<string, string>();
  private readonly markdown: Markdown;

  constructor(sources: ReadonlyMap<string, string>) {
    this.sources = sources;
    this.markdown = this.createRenderer();
  }

  /** The documents of docs/ and the README, read once (none when they are not deployed). */
  static fromProject(projectDir: string = PROJECT_DIR): DocumentLibrary {
    const sources = new Map<string, string>();
    try {
      const names = readdirSync(join(projectDir, 'docs')).filter((name) => /^[a-z0-9-]+\.md$/.test(name)).sort();
      for (const name of names) sources.set(name, readFileSync(join(projectDir, 'docs', name), 'utf8'));
    } catch {
      // no docs/ folder deployed: no documents
    }
    try {
      sources.set(README, readFileSync(join(projectDir, README), 'utf8'));
    } catch {
      // no README deployed
    }
    return new DocumentLibrary(sources);
  }

  /** The documents, the README first, then docs/ by file name. */
  list(): readonly DocumentEntry[] {
    const names = [...this.sources.keys()].sort((a, b) => (a === README ? -1 : b === README ? 1 : a.localeCompare(b)));
    return names.map((name) => ({ name, title: titleOf(name, this.sources.get(name)!) }));
  }

  /** The page of one document, or undefined for a name that is not one. */
  page(name: string, serviceName: string): string | undefined {
    const source = this.sources.get(name);
    if (source === undefined) return undefined;
    let page = this.pages.get(name);
    if (page === undefined) {
      const body = new SafeHtml(this.markdown.render(source, { name }));
      page = renderPage({
        title: titleOf(name, source),
        heading: titleOf(name, source),
        serviceName,
        backLink: './',
        backLabel: 'All documents',
        protocols: 'documentation',
        body: html`<article class="doc">${body}</article>`,
      });
      this.pages.set(name, page);
    }
    return page;
  }

  /** The index at /docs/. */
  index(serviceName: string): string {
    const items = this.list().map((entry) => html`<li><a href="${entry.name}">${entry.title}</a> <span class="type">${entry.name}</span></li>`);
    return renderPage({
      title: 'Documents',
      heading: 'Documents',
      serviceName,
      backLink: '../',
      backLabel: 'Home',
      protocols: 'documentation',
      body: html`<ul class="rules">${items}</ul>`,
    });
  }

  private createRenderer(): Markdown {
    const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
    md.renderer.rules.html_block = (tokens, index) => {
      const content = tokens[index]!.content;
      if (COMMENT.test(content)) return '';
      return ANCHOR.test(content) ? content : escapeHtml(content);
    };
    md.renderer.rules.html_inline = (tokens, index) => {
      const content = tokens[index]!.content;
      if (COMMENT.test(content)) return '';
      const anchor =
        (ANCHOR_OPEN.test(content) && tokens[index + 1]?.content === '</a>') ||
        (content === '</a>' && ANCHOR_OPEN.test(tokens[index - 1]?.content ?? ''));
      return anchor ? content : escapeHtml(content);
    };
    md.core.ruler.push('document_headings', (state) => {
      const seen = new Map<string, number>();
      state.tokens.forEach((token, index) => {
        if (token.type !== 'heading_open') return;
        const inline = state.tokens[index + 1];
        const text = (inline?.children ?? []).filter((child) => child.type === 'text' || child.type === 'code_inline').map((child) => child.content).join('');
        const base = headingSlug(text);
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        token.attrSet('id', count === 0 ? base : `${base}-${count}`);
      });
    });
    md.core.ruler.push('document_links', (state) => {
      const from = repositoryPath((state.env as { name: string }).name);
      for (const block of state.tokens) {
        const opened: Token[] = [];
        for (const token of block.children ?? []) {
          if (token.type === 'link_open') {
            const href = this.resolveLink(from, String(token.attrGet('href') ?? ''));
            if (href === null) {
              token.tag = 'span';
              token.attrs = [['class', 'file']];
            } else {
              token.attrSet('href', href);
            }
            opened.push(token);
          } else if (token.type === 'link_close') {
            token.tag = opened.pop()?.tag ?? token.tag;
          }
        }
      }
    });
    // The repository's images (the back-office screenshots) are not served, and the pages' policy
    // loads no image from an address: an image shows as its description, like an unserved file.
    md.renderer.rules.image = (tokens, index) => `<span class="file">${escapeHtml(tokens[index]!.content)}</span>`;
    md.renderer.rules.table_open = () => '<div class="table">\n<table>\n';
    md.renderer.rules.table_close = () => '</table>\n</div>\n';
    return md;
  }

  /**
   * Where a link of a document points among the pages: unchanged for an anchor or an absolute
   * URL, the target's page for another document, null for a repository file that is not served.
   */
  private resolveLink(from: string, href: string): string | null {
    if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
    const hash = href.indexOf('#');
    const path = hash < 0 ? href : href.slice(0, hash);
    const fragment = hash < 0 ? '' : href.slice(hash);
    const target = posix.normalize(posix.join(posix.dirname(from), decodeURIComponent(path)));
    const name = target === README ? README : target.startsWith('docs/') && !target.slice(5).includes('/') ? target.slice(5) : null;
    return name !== null && this.sources.has(name) ? encodeURI(name) + fragment : null;
  }
}
