import { createHash } from 'node:crypto';
import { breakableName, html, type HtmlValue, SafeHtml } from './html.js';

/**
 * The frame of every help page of both interfaces: valid HTML5, one inline style sheet, no scripts and no external
 * resources (an empty data: icon spares the browser a /favicon.ico request). The
 * Content-Security-Policy allows exactly that style sheet, that icon and form posts to the service.
 */

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--fg:#1d2330;--muted:#566074;--card:#fff;--line:#d8dde6;--accent:#1f5fbf;--accent-fg:#fff;--code:#f0f3f7;--warn:#8a4b00;--warn-bg:#fff4e0}
@media (prefers-color-scheme:dark){:root{--bg:#14171c;--fg:#e5e8ee;--muted:#a3acbb;--card:#1c2027;--line:#323844;--accent:#7fb0ff;--accent-fg:#0d1117;--code:#232833;--warn:#ffcf8a;--warn-bg:#3a2a12}}
*{box-sizing:border-box}
html{font-size:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}
.skip:focus{left:1rem;top:1rem;background:var(--card);padding:.5rem;z-index:1}
header{background:var(--card);border-bottom:1px solid var(--line)}
header .wrap{padding-top:1.1rem;padding-bottom:1rem}
.wrap{max-width:68rem;margin:0 auto;padding:0 1.25rem}
.service{margin:0;font-size:.85rem;letter-spacing:.04em;text-transform:uppercase;color:var(--muted)}
h1{margin:.15rem 0 0;font-size:1.75rem;line-height:1.25;overflow-wrap:anywhere}
h2{margin:2rem 0 .6rem;font-size:1.3rem}
h3{margin:1.6rem 0 .4rem;font-size:1.1rem}
h4{margin:.9rem 0 .1rem;font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted)}
ul.rules{margin:.5rem 0 0;padding-left:1.25rem;max-width:56rem}
ul.rules li{margin:.2rem 0}
pre.payload{max-height:36rem}
nav.crumbs{margin-top:.35rem;font-size:.95rem}
main{padding-bottom:3rem}
.lead{font-size:1.1rem;max-width:56rem;margin-bottom:.25rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:.6rem;padding:1rem 1.25rem;margin:1rem 0}
.note{background:var(--warn-bg);color:var(--warn);border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}
ul.ops{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(20rem,1fr));gap:.75rem}
ul.ops li{background:var(--card);border:1px solid var(--line);border-radius:.6rem;padding:.75rem 1rem}
ul.ops a{font-weight:600;text-decoration:none;overflow-wrap:anywhere}
ul.ops a:hover{text-decoration:underline}
ul.ops p{margin:.25rem 0 0;color:var(--muted);font-size:.93rem}
table{border-collapse:collapse;width:100%;background:var(--card);border:1px solid var(--line);border-radius:.6rem;overflow:hidden}
caption{text-align:left;color:var(--muted);padding:.25rem 0 .5rem;caption-side:top}
th,td{text-align:left;vertical-align:top;padding:.5rem .75rem;border-bottom:1px solid var(--line)}
thead th{background:var(--code);font-size:.88rem;text-transform:uppercase;letter-spacing:.03em;color:var(--muted)}
tbody tr:last-child>*{border-bottom:0}
td code,th code{font-size:.92em}
code,pre,input{font-family:ui-monospace,"SFMono-Regular","DejaVu Sans Mono",Menlo,Consolas,monospace}
code{background:var(--code);padding:.05rem .3rem;border-radius:.25rem}
pre{background:var(--code);border:1px solid var(--line);border-radius:.5rem;padding:.85rem 1rem;overflow:auto;font-size:.86rem;line-height:1.45;margin:.5rem 0 1rem;tab-size:2}
pre code{background:none;padding:0}
.form th[scope=row]{width:40%;vertical-align:middle;font-weight:600}
.form td{vertical-align:middle}
input[type=text]{width:100%;padding:.45rem .6rem;border:1px solid var(--line);border-radius:.4rem;background:var(--bg);color:var(--fg);font-size:.95rem}
button{margin-top:1rem;padding:.6rem 1.6rem;border:0;border-radius:.45rem;background:var(--accent);color:var(--accent-fg);font-weight:600;font-size:1rem;cursor:pointer}
details{margin:.75rem 0}
summary{cursor:pointer;font-weight:600}
.type{color:var(--muted);white-space:nowrap}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1.25rem;margin:0}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0;overflow-wrap:anywhere}
var{font-style:normal;color:var(--accent);font-weight:600}
div.table{overflow-x:auto;margin:.5rem 0 1rem}
article.doc{max-width:60rem}
article.doc blockquote{margin:1rem 0;padding:.25rem 1rem;border-left:4px solid var(--line);color:var(--muted)}
footer{color:var(--muted);font-size:.88rem;border-top:1px solid var(--line);padding:1rem 0}
`
  .trim()
  .replace(/\n/g, '');

/** Inserted verbatim: a style element is raw text, where entities would not be decoded. */
const STYLE_ELEMENT = new SafeHtml(`<style>${STYLE}</style>`);
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Response headers of every help page. */
export const HELP_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-cache',
});

export interface PageFrame {
  /** Text of the browser tab. */
  readonly title: string;
  /** Text of the main heading. */
  readonly heading: string;
  readonly serviceName: string;
  /** Link back to the operation list (omitted on the list itself). */
  readonly backLink?: string;
  /** Text of the back link (default: all operations of the service). */
  readonly backLabel?: string;
  /** The protocols the service speaks, for the footer. */
  readonly protocols: string;
  readonly body: HtmlValue;
}

export function renderPage(frame: PageFrame): string {
  const crumbs = frame.backLink
    ? html`<nav class="crumbs" aria-label="Breadcrumb"><a href="${frame.backLink}">${frame.backLabel ?? `All operations of ${frame.serviceName}`}</a></nav>`
    : null;
  const page: SafeHtml = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${frame.title}</title>
${STYLE_ELEMENT}
</head>
<body>
<a class="skip" href="#content">Skip to content</a>
<header><div class="wrap"><p class="service">${frame.serviceName} web service</p><h1>${breakableName(frame.heading)}</h1>${crumbs}</div></header>
<main id="content"><div class="wrap">
${frame.body}
</div></main>
<footer><div class="wrap">${frame.serviceName} · ${frame.protocols}</div></footer>
</body>
</html>
`;
  return page.value;
}
