// Independent reference for receipts.FooterLead (run by hand, not by go
// test): markdown-it (CommonMark) renders answer + lead + footer, parse5
// (the HTML standard's tree builder) reads the HTML, and the footer's text
// must be a paragraph after an <hr> at the top level, with no comment,
// raw-text, hidden or restyling element around it.
//
//   node footer_ref.mjs gen N SEED > cases.json     random answers
//   go test ./receipts/ -run TestFooterLeadDump -dump cases.json > leads.json
//   node footer_ref.mjs check leads.json           failures, one a line
//   node footer_ref.mjs fence cases.json > footer_fence_ref.json
//
// Needs markdown-it@14 and parse5@7 (npm install in this directory or on
// NODE_PATH).
import fs from 'node:fs';
import MarkdownIt from 'markdown-it';
import * as parse5 from 'parse5';

const md = new MarkdownIt({ html: true });
const FOOT = 'ZCFOOTMARK';

let seed = 1;
// mulberry32: a small seeded generator with a long period
const rnd = (n) => {
  seed = (seed + 0x6D2B79F5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) % n;
};
const pick = (a) => a[rnd(a.length)];

const pieces = [
  '```', '~~~', '````', '```js', '   ```', '    ```', ' ```', '``', '`', '<!--', '-->', '<pre>', '</pre>',
  '<div>', '</div>', '<script>', '</script>', '<span hidden>', '</span>', '<details>', '1. ', '- ', '* ',
  '> ', '>', '  ', '   ', '    ', 'text', 'I ran git log.', '<?x', '?>', '<![CDATA[', ']]>', '<!X', '>',
  '`<!--`', '`<script>`', '<p>', '<a href=x>', '</a>', '<textarea>', '<style>', '</style>', '---', '#', '\t',
  '10. ', '2) ', '<b>', '<del>', '<div popover>', '<bdo dir=rtl>', '<table>', '\\`', '<!-->', '<em title="`">',
  '<div title=\'', '\'', '"', '<span', '  - ', '> > ', '   1. ', '<!-- a -->', '<? ?>', '\r', '<details open>',
  '<xmp>', '</xmp>', '<noscript>', '<title>', '<plaintext>', '<svg>', '<math>', '<http://x`y>', '`` ` ``', '****',
];
function gen() {
  const lines = [];
  const n = 1 + rnd(7);
  for (let i = 0; i < n; i++) {
    let l = '';
    const k = rnd(4);
    for (let j = 0; j <= k; j++) l += pick(pieces) + (rnd(3) === 0 ? ' ' : '');
    if (rnd(5) === 0) l = '';
    lines.push(l);
  }
  return lines.join('\n');
}

// hidden reports why a text node is not shown as the footer, or ''.
const hiding = new Set(['script', 'style', 'template', 'textarea', 'title', 'xmp', 'noscript', 'noembed', 'noframes',
  'iframe', 'object', 'select', 'details', 'plaintext', 'dialog', 'datalist', 'svg', 'video', 'audio', 'canvas',
  'progress', 'meter', 'rp', 'applet', 'frameset', 'option', 'optgroup', 'del', 's', 'strike', 'sub', 'sup', 'small',
  'a', 'font', 'marquee', 'blink', 'center', 'big', 'ins', 'u', 'rt', 'bdo', 'bdi', 'blockquote', 'q', 'math',
  'table', 'pre', 'listing', 'code', 'kbd', 'samp', 'tt', 'var', 'xmp', 'li', 'ul', 'ol']);
const hidingAttr = new Set(['hidden', 'popover', 'style', 'class', 'id', 'dir', 'inert', 'aria-hidden']);
function findFooter(node, path) {
  if (node.nodeName === '#text' && node.value.includes(FOOT)) return path;
  if (node.nodeName === '#comment' && node.data.includes(FOOT)) return path.concat(['#comment']);
  if (node.attrs) for (const a of node.attrs) if (a.value.includes(FOOT) || a.name.includes(FOOT.toLowerCase())) return path.concat(['@' + a.name]);
  const kids = node.childNodes || (node.content && node.content.childNodes) || [];
  for (const c of kids) { const r = findFooter(c, path.concat([c])); if (r) return r; }
  if (node.content) { const r = findFooter(node.content, path.concat(['template'])); if (r) return r; }
  return null;
}
function verdict(html) {
  const doc = parse5.parse(html);
  const path = findFooter(doc, []);
  if (!path) return 'footer text not found';
  for (const n of path) {
    if (typeof n === 'string') return 'inside ' + n;
    if (n.nodeName === '#text') continue;
    if (hiding.has(n.nodeName)) return 'inside <' + n.nodeName + '>';
    if (n.attrs && n.attrs.some((a) => hidingAttr.has(a.name))) return 'inside <' + n.nodeName + ' ' + n.attrs.map((a) => a.name).join(' ') + '>';
  }
  return '';
}
function footerTokens(src) {
  // the footer must render as <hr> then a top-level paragraph
  const toks = md.parse(src, {});
  const t = toks.length;
  return t >= 4 && toks[t - 4].type === 'hr' && toks[t - 4].level === 0 && toks[t - 3].type === 'paragraph_open' && toks[t - 3].level === 0;
}

const [cmd, arg, arg2] = process.argv.slice(2);
if (cmd === 'gen') {
  seed = Number(arg2 || 1);
  const out = [];
  for (let i = 0; i < Number(arg); i++) out.push(gen());
  process.stdout.write(JSON.stringify(out));
} else if (cmd === 'check') {
  let bad = 0;
  for (const { answer, lead } of JSON.parse(fs.readFileSync(arg, 'utf8'))) {
    const src = answer + lead + '\n\n---\nTool receipts: ' + FOOT;
    let why = footerTokens(src) ? '' : 'markdown: footer is not <hr> + paragraph';
    if (!why) why = verdict(md.render(src));
    if (why) { bad++; console.log(JSON.stringify({ answer, lead, why })); }
  }
  console.error(bad + ' failing');
} else if (cmd === 'fence') {
  // whether the answer leaves a fenced code block open in the document
  const out = [];
  for (const answer of JSON.parse(fs.readFileSync(arg, 'utf8'))) {
    const toks = md.parse(answer + '\n\n' + FOOT, {});
    const last = toks.filter((t) => t.content.includes(FOOT) || (t.children || []).some((c) => c.content.includes(FOOT)));
    const fence = last.length > 0 && last[0].type === 'fence' && last[0].level === 0;
    out.push({ answer, fence });
  }
  process.stdout.write(JSON.stringify(out, null, 0).replaceAll('},{', '},\n{'));
}
