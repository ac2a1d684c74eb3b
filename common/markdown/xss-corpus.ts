/**
 * Classic cross-site scripting payloads (OWASP cheat-sheet style) and the check every Markdown renderer's
 * output must pass for each: xss-corpus.test.ts (render-html.ts) and
 * client/src/components/markdown/xss.test.tsx (markdown.tsx and render-dom.ts). Test code only.
 */
const UPLOAD = '/api/community/uploads/0b0e7c43-1f4e-4a53-9d6a-3c1c3e1b2a90';

export const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '**<script>alert(1)</script>**',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '```js\n"</code><script>alert(1)</script>"\n```',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x]( javascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](javascript:alert(1)',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;avascript:alert(1))',
  '[x](jav&#x09;ascript:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](java\u0000script:alert(1))',
  '[x](\u0001javascript:alert(1))',
  '[x](java%0ascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](VBScript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](DATA:text/html,<script>alert(1)</script>)',
  '[x](//evil.example)',
  '[x](/\\evil.example)',
  '[x](\\\\evil.example)',
  '[x](http://evil.example)',
  '[x](http://aiz.example@evil.example/)',
  '[<img src=x onerror=alert(1)>](https://ok.example)',
  '[x" onmouseover="alert(1)](/tokens)',
  '[x](/tokens"onmouseover="alert(1))',
  '![x](javascript:alert(1))',
  '![x](JAVASCRIPT:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](https://evil.example/pixel.gif)',
  '![x](http://evil.example/pixel.gif)',
  '![x](//evil.example/a.png)',
  '![x](/\\evil.example/a.png)',
  `![x" onerror="alert(1)](${UPLOAD})`,
  `![" onload=alert(1) x="](${UPLOAD})`,
  `![x](${UPLOAD}"onerror="alert(1))`,
  `![x](${UPLOAD}#'onerror='alert(1))`,
  '@<script>alert(1)</script>',
  '@"onmouseover=alert(1)',
  '@ana<img src=x onerror=alert(1)>',
  'https://evil.example/marketplace/walker-widgets',
  'http://evil.example/marketplace/walker-widgets',
  '//evil.example/marketplace/walker-widgets',
  'javascript:alert(1)//marketplace/walker-widgets',
  '/marketplace/x"><script>alert(1)</script>',
  '```workflow\n{"name":"</script><script>alert(1)</script>","nodes":[]}\n```',
  'https://ok.example/" onmouseover="alert(1)',
  '> <script>alert(1)</script>\n> [x](javascript:alert(1))',
  '- [x](javascript:alert(1))\n- ![y](javascript:alert(2))',
  '# <img src=x onerror=alert(1)>',
];

/** An element of a renderer's output: its tag and attributes (values with entities decoded). */
export type RenderedElement = { tag: string; attributes: [name: string, value: string][] };

const ALLOWED_TAGS = new Set([
  'div',
  'p',
  'br',
  'a',
  'span',
  'code',
  'pre',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'img',
]);
const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'style',
  'math',
  'form',
  'base',
  'link',
  'meta',
];

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(quot|apos|#39|lt|gt|amp);/g,
      (_, name: string) => ({ quot: '"', apos: "'", '#39': "'", lt: '<', gt: '>', amp: '&' })[name] ?? '',
    );
}

/** The elements of an HTML string whose attribute values are escaped (`<` and `>` included), as both string renderers write. */
export function elementsOfHtml(html: string): RenderedElement[] {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^<>]*)>/g)].map(([, tag, rest]) => ({
    tag: tag!.toLowerCase(),
    attributes: [...rest!.matchAll(/([^\s"'=<>/]+)(?:="([^"]*)")?/g)].map(
      ([, name, value]) => [name!.toLowerCase(), decodeEntities(value ?? '')] as [string, string],
    ),
  }));
}

/** A safe address: a path of the site (not //host, no backslash) or https. */
const SAFE_URL = /^(?:\/(?![/\\])[^\\\s]*|https:\/\/[^\\\s]+)$/;

/** What is wrong with a renderer's output, in words; [] when nothing. */
export function xssProblems(elements: RenderedElement[]): string[] {
  const problems: string[] = [];
  for (const { tag, attributes } of elements) {
    if (FORBIDDEN_TAGS.includes(tag) || !ALLOWED_TAGS.has(tag)) problems.push(`element <${tag}>`);
    for (const [name, value] of attributes) {
      if (name.startsWith('on')) problems.push(`<${tag}> has ${name}=`);
      if (name === 'style' || name === 'srcdoc' || name === 'formaction')
        problems.push(`<${tag}> has ${name}=`);
      const squeezed = [...value]
        .filter((c) => c.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (/javascript:|vbscript:|data:/.test(squeezed)) problems.push(`<${tag} ${name}> holds a script URL`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value))
        problems.push(`<${tag}> ${name}="${value}"`);
    }
  }
  return problems;
}
