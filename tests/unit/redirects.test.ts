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

describe('each line of the redirects file, read as docs/launch.md describes it', () => {
  const read = (text: string) =>
    readRedirects(text).map(({ from, wildcard, to, splat, status, line }) => ({
      from,
      wildcard,
      to,
      splat,
      status,
      line,
    }));

  it('skips a byte-order mark, blank and indented comment lines, and trims spaces around each cell', () => {
    expect(read('\uFEFFold,new,status\n  # the old site\n\n /a , /b , 301 \n/c;/d;')).toEqual([
      { from: '/a', wildcard: false, to: '/b', splat: false, status: 301, line: 4 },
      { from: '/c', wildcard: false, to: '/d', splat: false, status: 308, line: 5 },
    ]);
  });

  it('reads a first line that is already a redirect as one, whatever the case of its scheme', () => {
    expect(read('HTTPS://stara-klinika.pl/o-nas/,/o-klinice')).toMatchObject([{ from: '/o-nas', line: 1 }]);
    expect(read('/a,/b')).toMatchObject([{ from: '/a', line: 1 }]);
  });

  it('skips only the first line as a header: a later line that is no address is a problem', () => {
    expect(problemsOf('old,new\nnot-a-path,/x')).toEqual([
      'line 2: old address "not-a-path" is neither a path (/…) nor an http(s) address',
    ]);
    expect(problemsOf('/a,/b\nold,new')).toEqual([
      'line 2: old address "old" is neither a path (/…) nor an http(s) address',
    ]);
  });

  it('keeps a separator inside double quotes as part of the cell', () => {
    expect(read('/a,"/b,c"')).toMatchObject([{ to: '/b,c' }]);
    expect(read('"/x;y",/b')).toMatchObject([{ from: '/x;y' }]);
  });

  it('keeps / as a target, and drops one trailing slash from a longer path', () => {
    expect(read('/a,/')).toMatchObject([{ to: '/' }]);
    expect(read('/a/,/b/')).toMatchObject([{ from: '/a', to: '/b' }]);
  });

  it('keeps the origin of a full new address, without a bare trailing slash, and its path as written', () => {
    expect(read('/a,HTTPS://Nowa.Klinika.PL/')).toMatchObject([{ to: 'https://nowa.klinika.pl', splat: false }]);
    expect(read('/a,https://nowa.pl/Cennik/')).toMatchObject([{ to: 'https://nowa.pl/Cennik' }]);
    expect(read('/sklep/*,https://sklep.pl/oferta/*')).toMatchObject([
      { from: '/sklep', wildcard: true, to: 'https://sklep.pl/oferta', splat: true },
    ]);
    expect(read('https://stara.pl/x/*,https://nowa.pl/*')).toMatchObject([{ to: 'https://nowa.pl', splat: true }]);
  });

  it('names what is wrong with an address, and which column it is in', () => {
    expect(problemsOf('/a')).toEqual(['line 1: no new address after "/a"']);
    expect(problemsOf('/a,')).toEqual(['line 1: no new address after "/a"']);
    expect(problemsOf('/a,b')).toEqual(['line 1: new address "b" is neither a path (/…) nor an http(s) address']);
    expect(problemsOf('/a,https://exa mple.pl/')).toEqual([
      'line 1: new address "https://exa mple.pl/" is not a valid address',
    ]);
    expect(problemsOf('/a$b,/c')).toEqual([
      'line 1: old address "/a$b" has a $, which nginx would read as a variable: write %24',
    ]);
    expect(problemsOf('/a,/b?x=1')).toEqual([
      'line 1: new address "/b?x=1" has a query string (?…), which redirects do not match',
    ]);
    expect(problemsOf('//evil.example/x,/d')).toEqual([
      'line 1: old address "//evil.example/x" starts with // (another host): write https://…',
    ]);
    expect(problemsOf('/blog*,/c')).toEqual([
      'line 1: old address "/blog*": * may only end the path, after a / (like /blog/*)',
    ]);
    expect(problemsOf('/a/*/b/*,/c')[0]).toMatch(/\* may only end the path/);
    expect(problemsOf('/a,/b/*/c')[0]).toMatch(/^line 1: new address "\/b\/\*\/c": \* may only end/);
  });

  it("refuses the home page, the site's own files and everything, but not a path that only starts alike", () => {
    const own = (path: string) => `"${path}" would redirect the site's own files (/_next, /api, /_img, or everything)`;
    expect(problemsOf('https://stara.pl/,/b')).toEqual(['line 1: the home page (/) cannot be redirected']);
    expect(problemsOf(['/api,/b', '/api/x,/b', '/apix,/b', '/_img/a,/b', '/_next,/b', '/*,/b'].join('\n'))).toEqual([
      `line 1: ${own('/api')}`,
      `line 2: ${own('/api/x')}`,
      `line 4: ${own('/_img/a')}`,
      `line 5: ${own('/_next')}`,
      `line 6: ${own('/*')}`,
    ]);
    expect(read('/apix,/b')).toHaveLength(1);
  });

  it('reads a wildcard and the exact path of its prefix as two rules, the exact one first', () => {
    expect(read('/blog/*,/a\n/blog,/b').map((r) => r.line)).toEqual([2, 1]);
  });

  it('keeps exact paths in the order of the file', () => {
    expect(read('/b,/y\n/aaa,/x\n/cc,/z').map((r) => r.line)).toEqual([1, 2, 3]);
  });

  it('looks for chains only in a file with no other problem', () => {
    expect(problemsOf('/a,/b,302\n/c,/d\n/d,/e')).toEqual([
      'line 1: status "302": use 301 or 308 (a permanent redirect; 302/307 pass no ranking)',
    ]);
  });

  it('reads http:// as well as https://, on the first line too, and only at the start of a cell', () => {
    expect(read('http://stara-klinika.pl/a,http://nowa.pl/x')).toMatchObject([
      { from: '/a', to: 'http://nowa.pl/x', line: 1 },
    ]);
    expect(read('/a,/go/https://x.pl')).toMatchObject([{ to: '/go/https://x.pl' }]);
    expect(problemsOf('/h,/a\nsee https://x.pl/a,/b')).toEqual([
      'line 2: old address "see https://x.pl/a" is neither a path (/…) nor an http(s) address',
    ]);
  });

  it('skips a header whose column names hold a slash, and a byte-order mark before a first redirect', () => {
    expect(read('Old URL/path,New URL\n/a,/b')).toMatchObject([{ from: '/a', line: 2 }]);
    expect(read('\uFEFF/a,/b')).toMatchObject([{ from: '/a', to: '/b', line: 1 }]);
  });

  it('trims the space after a separator from the last cell too', () => {
    expect(read('/a, /b')).toMatchObject([{ to: '/b' }]);
    expect(read('/a; /b; 301')).toMatchObject([{ to: '/b', status: 301 }]);
  });

  it('refuses two different wildcards redirected twice each, naming the first line', () => {
    expect(problemsOf('/a/*,/b/*\n/c/*,/d/*\n/a/*,/e/*')).toEqual(['line 3: "/a/*" is already redirected on line 1']);
  });

  it("finds a wildcard's chain through a path under its target when an exact rule answers its own prefix", () => {
    expect(problemsOf('/x/*,/y/*\n/x,/z\n/y/*,/w/*')).toEqual([
      'line 1: /x/x-probe → /y/x-probe, which line 3 redirects again (a chain): send /x/x-probe straight to /w/x-probe',
    ]);
    expect(problemsOf('/x/*,/y/*\n/x,/z\n/y/q,/w')).toEqual([
      'line 1: /x/q → /y/q, which line 3 redirects again (a chain): send /x/q straight to /w',
    ]);
  });

  it('names every line of a loop, and each rule of it once', () => {
    expect(problemsOf('/a,/b\n/b,/c\n/c,/a')).toEqual([
      'line 1: /a → /b makes a loop with lines 2, 3 (it comes back to /a)',
      'line 2: /b → /c makes a loop with lines 3, 1 (it comes back to /b)',
      'line 3: /c → /a makes a loop with lines 1, 2 (it comes back to /c)',
    ]);
  });

  it('follows a chain to its end, a path or another host', () => {
    expect(problemsOf('/a,/b\n/b,/c\n/c,/d')).toEqual([
      'line 1: /a → /b, which line 2 redirects again (a chain): send /a straight to /d',
      'line 2: /b → /c, which line 3 redirects again (a chain): send /b straight to /d',
    ]);
    expect(problemsOf('/a,/b\n/b,https://x.pl/c')).toEqual([
      'line 1: /a → /b, which line 2 redirects again (a chain): send /a straight to https://x.pl/c',
    ]);
    // Another host's paths are not this site's: no chain through them.
    expect(problemsOf('/a,https://x.pl/b\n/b,/c')).toEqual([]);
  });

  it('finds a chain from a wildcard onto the root, and from a wildcard onto another wildcard', () => {
    expect(problemsOf('/x/*,/*\n/a,/b')).toEqual([
      'line 1: /x/a → /a, which line 2 redirects again (a chain): send /x/a straight to /b',
    ]);
    expect(problemsOf('/x/*,/y/*\n/y/*,/z/*')).toEqual([
      'line 1: /x → /y, which line 2 redirects again (a chain): send /x straight to /z',
    ]);
    expect(problemsOf('/x/*,/y/*\n/y/a/*,/z')).toEqual([
      'line 1: /x/a → /y/a, which line 2 redirects again (a chain): send /x/a straight to /z',
    ]);
    // Sending a whole section to one page carries nothing on: only that page is a target.
    expect(problemsOf('/x/*,/\n/a,/b')).toEqual([]);
  });

  it('carries the matched rest onto the root, and sends the prefix itself to the root', () => {
    // (The file refuses /stary/* → /* itself, as /stary/stary would take two hops; the matching is the same.)
    const { redirects } = parseRedirects('/stary/*,/*\n/blog/*,https://blog.pl/*');
    expect(matchRedirect(redirects, '/stary/a/b/')?.location).toBe('/a/b');
    expect(matchRedirect(redirects, '/stary')?.location).toBe('/');
    expect(matchRedirect(redirects, '/blog')?.location).toBe('https://blog.pl');
    expect(matchRedirect(redirects, '/blog/x')?.location).toBe('https://blog.pl/x');
    expect(matchRedirect(redirects, '/starya')).toBeNull();
  });

  it('throws with the default file name and one problem in the singular', () => {
    let thrown: unknown;
    try {
      readRedirects('/a,/b,302');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(RedirectsFileError);
    expect(thrown).toMatchObject({
      name: 'RedirectsFileError',
      file: 'redirects.csv',
      problems: [expect.stringMatching(/^line 1: status "302"/)],
      message: expect.stringMatching(/^redirects\.csv: 1 problem\nline 1: status "302"/),
    });
  });
});

describe('the redirects in each server’s words', () => {
  // Read inside each test: a throw while the file's tests are collected would hide every test of it.
  const redirects = () =>
    readRedirects(
      [
        '/o-klinice,/o-nas,301',
        '/blog/*,/aktualnosci/*',
        '/zęby:(a),/cennik',
        '/sklep/*,https://sklep.example.pl',
      ].join('\n'),
    );

  it('Next and Vercel: escaped sources, :path* for wildcards, the status', () => {
    expect(nextRedirects(redirects())).toEqual([
      { source: '/o-klinice', destination: '/o-nas', statusCode: 301 },
      { source: '/z%C4%99by\\:\\(a\\)', destination: '/cennik', statusCode: 308 },
      { source: '/sklep/:path*', destination: 'https://sklep.example.pl', statusCode: 308 },
      { source: '/blog/:path*', destination: '/aktualnosci/:path*', statusCode: 308 },
    ]);
    expect(JSON.parse(vercelJson(redirects()))).toEqual({ redirects: nextRedirects(redirects()) });
  });

  it('_redirects: one line each, :splat for a carried wildcard', () => {
    expect(netlifyRedirects(redirects()).split('\n').slice(1)).toEqual([
      '/o-klinice /o-nas 301',
      '/z%C4%99by:(a) /cennik 308',
      '/sklep/* https://sklep.example.pl 308',
      '/blog/* /aktualnosci/:splat 308',
      '',
    ]);
  });

  it('nginx: a map per status, decoded paths with and without the slash, a regex keeping the rest', () => {
    const conf = nginxRedirects(redirects());
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
