import { describe, expect, it } from 'vitest';
import { matchRedirect, parseRedirects, readRedirects, RedirectsFileError } from '@/lib/redirects/parse';
import { netlifyRedirects, nextRedirects, nginxRedirects, vercelJson } from '@/lib/redirects/formats';

const problemsOf = (text: string) => parseRedirects(text).problems;

describe('the redirects file', () => {
  it('reads a crawler export: header, full URLs, trailing slashes, semicolons, quotes, comments, default 308', () => {
    const redirects = readRedirects(
      [
        'Address,Redirect URL,Status Code',
        '# the old WordPress site',
        'https://stara-klinika.pl/o-klinice/,/o-nas,301',
        '"/cennik-uslug/";"/cennik";308',
        '/kontakt.html,/kontakt',
        '',
      ].join('\r\n'),
    );
    expect(redirects.map(({ from, to, status, line }) => ({ from, to, status, line }))).toEqual([
      { from: '/o-klinice', to: '/o-nas', status: 301, line: 3 },
      { from: '/cennik-uslug', to: '/cennik', status: 308, line: 4 },
      { from: '/kontakt.html', to: '/kontakt', status: 308, line: 5 },
    ]);
  });

  it('reads a doubled quote inside a quoted cell as one quote', () => {
    expect(readRedirects('"/cytat-""a"",b";/o-nas')[0]?.from).toBe('/cytat-%22a%22,b');
  });

  it('matches wildcards after exact paths, the longest prefix first', () => {
    const redirects = readRedirects(
      ['/blog/*,/aktualnosci/*,301', '/blog/stary-wpis,/blog-nowy-wpis', '/blog/kategoria/*,/aktualnosci'].join('\n'),
    );
    expect(redirects.map((r) => r.line)).toEqual([2, 3, 1]);
    expect(matchRedirect(redirects, '/blog/stary-wpis/')?.location).toBe('/blog-nowy-wpis');
    expect(matchRedirect(redirects, '/blog/kategoria/zeby')?.location).toBe('/aktualnosci');
    expect(matchRedirect(redirects, '/blog/a/b')).toMatchObject({ location: '/aktualnosci/a/b' });
    expect(matchRedirect(redirects, '/blog')?.location).toBe('/aktualnosci');
    expect(matchRedirect(redirects, '/blogi')).toBeNull();
  });

  it('sends to another host', () => {
    const redirects = readRedirects('/sklep/*,https://sklep.example.pl/*,301');
    expect(matchRedirect(redirects, '/sklep/pasta')?.location).toBe('https://sklep.example.pl/pasta');
  });

  it('refuses a duplicate, naming both lines', () => {
    expect(problemsOf('/a,/o-nas\n/b,/cennik\n/a/,/kontakt')).toEqual([
      'line 3: "/a/" is already redirected on line 1',
    ]);
  });

  it('refuses a loop a → b → a, and a → a', () => {
    const [problem] = problemsOf('/a,/b\n/b,/a');
    expect(problem).toMatch(/^line 1: \/a → \/b makes a loop with line 2/);
    expect(problemsOf('/o-nas/,/o-nas')[0]).toMatch(/^line 1: .*loop/);
  });

  it('refuses a chain a → b → c and names the end to send it to', () => {
    expect(problemsOf('/a,/b,301\n/b,/c,301')).toEqual([
      'line 1: /a → /b, which line 2 redirects again (a chain): send /a straight to /c',
    ]);
  });

  it('refuses a chain through a wildcard, either way round', () => {
    expect(problemsOf('/stary,/blog/x\n/blog/*,/aktualnosci/*')[0]).toMatch(/^line 1: .*line 2 .*\/aktualnosci\/x/);
    expect(problemsOf('/blog/*,/aktualnosci/*\n/aktualnosci/x,/blog-x')[0]).toMatch(
      /^line 1: \/blog\/x → \/aktualnosci\/x, which line 2/,
    );
    // A wildcard whose target is under its own prefix would grow the path for ever.
    expect(problemsOf('/a/*,/a/b/*')[0]).toMatch(/^line 1: .*loop/);
    // A more specific rule that answers the path first is no chain.
    expect(problemsOf('/blog/*,/aktualnosci/*\n/aktualnosci/x,/blog-x\n/blog/x,/blog-x')).toEqual([]);
  });

  it('refuses statuses other than 301 and 308, naming the line', () => {
    expect(problemsOf('/a,/b,302')).toEqual([
      'line 1: status "302": use 301 or 308 (a permanent redirect; 302/307 pass no ranking)',
    ]);
    expect(problemsOf('/a,/b,abc')[0]).toMatch(/^line 1: status "abc"/);
  });

  it('refuses wildcard mismatches and misplaced stars', () => {
    expect(problemsOf('/a,/b/*')[0]).toMatch(/^line 1: "\/b\/\*" ends in \* but "\/a" does not/);
    expect(problemsOf('/a*/b,/c')[0]).toMatch(/^line 1: .*\* may only end the path/);
  });

  it('refuses what is not a redirect of a page', () => {
    const problems = problemsOf(
      [
        '/,/o-nas',
        '/_next/static/x,/a',
        '/*,/a',
        '/a?p=1,/b',
        'o-nas,/b',
        '/c',
        '//evil.example/x,/d',
        '/e,//evil.example',
      ].join('\n'),
    );
    expect(problems.map((p) => p.split(':')[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `line ${n}`));
  });

  it('throws every problem at once, with the file name', () => {
    expect(() => readRedirects('/a,/b,302\n/c,/d,303', 'deploy/redirects.csv')).toThrow(RedirectsFileError);
    expect(() => readRedirects('/a,/b,302\n/c,/d,303', 'deploy/redirects.csv')).toThrow(
      /^deploy\/redirects.csv: 2 problems\nline 1: .*\nline 2: /,
    );
  });
});

describe('the redirects in each server’s words', () => {
  const redirects = readRedirects(
    ['/o-klinice,/o-nas,301', '/blog/*,/aktualnosci/*', '/zęby:(a),/cennik', '/sklep/*,https://sklep.example.pl'].join(
      '\n',
    ),
  );

  it('Next and Vercel: escaped sources, :path* for wildcards, the status', () => {
    expect(nextRedirects(redirects)).toEqual([
      { source: '/o-klinice', destination: '/o-nas', statusCode: 301 },
      { source: '/z%C4%99by\\:\\(a\\)', destination: '/cennik', statusCode: 308 },
      { source: '/sklep/:path*', destination: 'https://sklep.example.pl', statusCode: 308 },
      { source: '/blog/:path*', destination: '/aktualnosci/:path*', statusCode: 308 },
    ]);
    expect(JSON.parse(vercelJson(redirects))).toEqual({ redirects: nextRedirects(redirects) });
  });

  it('_redirects: one line each, :splat for a carried wildcard', () => {
    expect(netlifyRedirects(redirects).split('\n').slice(1)).toEqual([
      '/o-klinice /o-nas 301',
      '/z%C4%99by:(a) /cennik 308',
      '/sklep/* https://sklep.example.pl 308',
      '/blog/* /aktualnosci/:splat 308',
      '',
    ]);
  });

  it('nginx: a map per status, decoded paths with and without the slash, a regex keeping the rest', () => {
    const conf = nginxRedirects(redirects);
    expect(conf).toContain(
      'map $uri $clinic_redirect_301 {\n  default "";\n  "/o-klinice" "/o-nas";\n  "/o-klinice/" "/o-nas";\n}',
    );
    expect(conf).toContain('  "/zęby:(a)" "/cennik";');
    expect(conf).toContain('  "~^\\/blog(?<rest>/.+?)?/?$" "/aktualnosci$rest";');
    expect(conf).toContain('  "~^\\/sklep(?<rest>/.+?)?/?$" "https://sklep.example.pl";');
  });
});

describe("the export's static server reads _redirects as the hosts do", () => {
  it('answers every path as the server build would', async () => {
    const { readRedirectsFile } = await import('../../scripts/lib/static-server');
    const redirects = readRedirects(
      ['/o-klinice,/o-nas,301', '/blog/*,/aktualnosci/*', '/oferta/*,/zabiegi', '/blog/x,/blog-x'].join('\n'),
    );
    const host = readRedirectsFile(netlifyRedirects(redirects));
    for (const path of ['/o-klinice', '/o-klinice/', '/blog', '/blog/a/b', '/blog/x', '/oferta/1', '/o-nas', '/x']) {
      const expected = matchRedirect(redirects, path);
      expect(host(path), path).toEqual(expected && { status: expected.redirect.status, location: expected.location });
    }
  });
});
