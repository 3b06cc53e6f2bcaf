import { describe, expect, it } from '@jest/globals';
import { DocumentLibrary, headingSlug } from './documents.js';

const library = new DocumentLibrary(
  new Map([
    ['README.md', '# The service\n\nSee [the CLI](docs/cli.md#backups) and [the image](Dockerfile).\n\n[![The <dashboard>](docs/screenshots/dashboard.png)](docs/cli.md#backups)\n'],
    [
      'cli.md',
      [
        '# Command-line tools',
        '',
        'Back to [the README](../README.md), [security](security.md), [the compose file](../compose.yaml), [a site](https://example.org/x).',
        '',
        '## Backups',
        '## Backups',
        '',
        '<script>alert(1)</script>',
        '',
        'Inline <b onclick="x()">bold</b> and <a id="kept"></a> an anchor. <a id="x" href="javascript:1">no</a>',
        '',
        '```sh',
        'listing-cli export --agency 1 \\',
        '    > agency.json',
        '```',
        '',
        '[bad](javascript:alert(1))',
      ].join('\n'),
    ],
  ]),
);

describe('the documents as pages', () => {
  it('lists the README first and titles each document by its first heading', () => {
    expect(library.list()).toEqual([
      { name: 'README.md', title: 'The service' },
      { name: 'cli.md', title: 'Command-line tools' },
    ]);
  });

  it('points links between documents to their pages and renders other repository files as text', () => {
    const readme = library.page('README.md', 'ServiceAPI')!;
    expect(readme).toContain('<a href="cli.md#backups">the CLI</a>');
    expect(readme).toContain('<span class="file">the image</span>');
    const cli = library.page('cli.md', 'ServiceAPI')!;
    expect(cli).toContain('<a href="README.md">the README</a>');
    expect(cli).toContain('<span class="file">security</span>');
    expect(cli).toContain('<span class="file">the compose file</span>');
    expect(cli).toContain('<a href="https://example.org/x">a site</a>');
    expect(library.page('unknown.md', 'ServiceAPI')).toBeUndefined();
  });

  it('shows an image of the repository (not served; the pages load no image) as its description', () => {
    const readme = library.page('README.md', 'ServiceAPI')!;
    expect(readme).toContain('<a href="cli.md#backups"><span class="file">The &lt;dashboard&gt;</span></a>');
    expect(readme).not.toContain('<img');
  });

  it('gives headings GitHub-style identifiers, numbered when repeated', () => {
    const cli = library.page('cli.md', 'ServiceAPI')!;
    expect(cli).toContain('<h2 id="backups">Backups</h2>');
    expect(cli).toContain('<h2 id="backups-1">Backups</h2>');
    expect(headingSlug('v1.2 operations (`/1.2/APIService.svc`)')).toBe('v12-operations-12apiservicesvc');
  });

  it('shows raw HTML as text except empty anchors, refuses script links and keeps code blocks as written', () => {
    const cli = library.page('cli.md', 'ServiceAPI')!;
    expect(cli).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(cli).not.toContain('<script');
    expect(cli).toContain('&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;');
    expect(cli).toContain('<a id="kept"></a>');
    expect(cli).toContain('&lt;a id=&quot;x&quot; href=&quot;javascript:1&quot;&gt;no');
    expect(cli).not.toContain('href="javascript');
    expect(cli).toContain('<pre><code class="language-sh">listing-cli export --agency 1 \\\n    &gt; agency.json\n</code></pre>');
  });
});
